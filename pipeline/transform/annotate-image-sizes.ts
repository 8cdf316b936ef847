// Writes each local image's intrinsic width and height into the page AST, so the layout does not
// move when a picture arrives — markdown images, image frames, news cards and contact cards —, and
// for a raster picture the variants it is offered in (common/images/plan-picture.ts): the build
// makes those files, the original never goes to visitors.
import type { ImageSize } from '../shared/image-size.ts';
import { planPicture } from '../../common/images/plan-picture.ts';
import type { PictureSlotName } from '../../common/images/picture-slots.ts';
import type { ResponsivePicture } from '../../common/schema/picture.ts';

type SizeOf = (src: string) => ImageSize | undefined;

/** the AST node types that show a picture of the site */
export const IMAGE_NODE_TYPES: ReadonlySet<string> = new Set(['image', 'imageFrame', 'newsCard', 'contactCard']);

/** how many of a page's first blocks are taken to show on its first screen (the largest paint's candidates) */
const FIRST_SCREEN_BLOCKS = 3;

/**
 * Sets the size fields in place on the image-bearing nodes of a page — the ones its compile
 * recorded as it built them (PageContext.imageNodes), so no walk over the whole tree. The first
 * picture, when one of the page's first blocks holds it, is fetched first and never lazily.
 */
export function annotateImageSizes(nodes: readonly object[], sizeOf: SizeOf, ast: readonly object[] = []): void {
  for (const node of nodes as Record<string, unknown>[]) {
    switch (node.type) {
      case 'image':
        setSize(node, node.src, 'width', 'height', sizeOf, node.shownIn === 'card' ? 'card' : 'content');
        break;
      case 'imageFrame':
        setSize(node, node.src, 'width', 'height', sizeOf, 'content');
        break;
      case 'newsCard':
        setSize(node, node.image, 'imageWidth', 'imageHeight', sizeOf, 'newsCard');
        break;
      case 'contactCard':
        setSize(node, (node.card as { imageUrl?: unknown } | undefined)?.imageUrl, 'imageWidth', 'imageHeight', sizeOf, 'contactCard');
        break;
    }
  }
  // an SVG is drawn at once: the largest paint's candidate is the first raster picture
  const first = nodes.find((node) => (node as { picture?: ResponsivePicture }).picture?.img.srcSet !== undefined) as { picture: ResponsivePicture } | undefined;
  if (first !== undefined && ast.slice(0, FIRST_SCREEN_BLOCKS).some((block) => holds(block, first))) {
    first.picture.img.loading = 'eager';
    first.picture.img.fetchPriority = 'high';
  }
}

function setSize(node: Record<string, unknown>, src: unknown, width: string, height: string, sizeOf: SizeOf, slot: PictureSlotName): void {
  const size = typeof src === 'string' ? sizeOf(src) : undefined;
  delete node.picture;
  if (size === undefined) {
    delete node[width];
    delete node[height];
    return;
  }
  node[width] = size.width;
  node[height] = size.height;
  node.picture = planPicture(src as string, size, slot);
}

/** whether a node is, or has somewhere below it, the given object */
function holds(tree: unknown, target: object): boolean {
  if (tree === target) return true;
  if (tree === null || typeof tree !== 'object') return false;
  return Object.values(tree).some((value) => holds(value, target));
}

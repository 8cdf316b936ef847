// Writes each local image's intrinsic width and height into the page AST, so the layout does not
// move when a picture arrives — markdown images, image frames, news cards and contact cards —, and
// for a raster picture the variants it is offered in (common/images/plan-picture.ts): the build
// makes those files, the original never goes to visitors.
import type { ImageSize } from '../shared/image-size.ts';
import { planPicture } from '../../common/images/plan-picture.ts';
import type { PictureSlotName } from '../../common/images/picture-slots.ts';
import { COLLECTION_PICTURES } from '../../common/images/collection-pictures.ts';
import type { ResponsivePicture } from '../../common/schema/picture.ts';

type SizeOf = (src: string) => ImageSize | undefined;

/** the AST node types that show a picture of the site */
export const IMAGE_NODE_TYPES: ReadonlySet<string> = new Set(['image', 'imageFrame', 'newsCard', 'contactCard']);

/** how many of a page's first blocks are taken to show on its first screen (the largest paint's candidates) */
const FIRST_SCREEN_BLOCKS = 3;
/**
 * the text that still leaves a picture on a phone's first screen, under the header and the title
 * (412 × 823 CSS px: about ten lines of body text). A news item's picture after two short paragraphs
 * was the page's largest paint but loaded lazily: Lighthouse's LCP 1.5 s against 1.1 s.
 */
const FIRST_SCREEN_TEXT = 600;

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
        setSize(node, node.image, 'imageWidth', 'imageHeight', sizeOf, COLLECTION_PICTURES.news.slot);
        break;
      case 'contactCard':
        setSize(node, (node.card as { imageUrl?: unknown } | undefined)?.imageUrl, 'imageWidth', 'imageHeight', sizeOf, 'contactCard');
        break;
    }
  }
  // an SVG is drawn at once: the largest paint's candidate is the first raster picture
  const first = nodes.find((node) => (node as { picture?: ResponsivePicture }).picture?.img.srcSet !== undefined) as { picture: ResponsivePicture } | undefined;
  if (first !== undefined && onFirstScreen(ast, first)) {
    first.picture.img.loading = 'eager';
    first.picture.img.fetchPriority = 'high';
    first.picture.img.elementtiming = 'first-picture';
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

/** whether the block that holds the picture comes among the first few, or after little text */
function onFirstScreen(ast: readonly object[], picture: object): boolean {
  const at = ast.findIndex((block) => holds(block, picture));
  if (at < 0) return false;
  return at < FIRST_SCREEN_BLOCKS || ast.slice(0, at).reduce((sum, block) => sum + textLength(block), 0) < FIRST_SCREEN_TEXT;
}

/** the characters of text in a block, however deep */
function textLength(tree: unknown): number {
  if (Array.isArray(tree)) return tree.reduce((sum: number, item) => sum + textLength(item), 0);
  if (tree === null || typeof tree !== 'object') return 0;
  const node = tree as Record<string, unknown>;
  if (node.type === 'text' && typeof node.value === 'string') return node.value.length;
  return Object.values(node).reduce((sum: number, value) => sum + textLength(value), 0);
}

// Writes each local image's intrinsic width and height into the page AST, so the layout does not
// move when a picture arrives: markdown images, image frames, news cards and contact cards.
import type { ImageSize } from '../shared/image-size.ts';

type SizeOf = (src: string) => ImageSize | undefined;

/** the AST node types that show a picture of the site */
export const IMAGE_NODE_TYPES: ReadonlySet<string> = new Set(['image', 'imageFrame', 'newsCard', 'contactCard']);

/**
 * Sets the size fields in place on the image-bearing nodes of a page — the ones its compile
 * recorded as it built them (PageContext.imageNodes), so no walk over the whole tree.
 */
export function annotateImageSizes(nodes: readonly object[], sizeOf: SizeOf): void {
  for (const node of nodes as Record<string, unknown>[]) {
    switch (node.type) {
      case 'image':
      case 'imageFrame':
        setSize(node, node.src, 'width', 'height', sizeOf);
        break;
      case 'newsCard':
        setSize(node, node.image, 'imageWidth', 'imageHeight', sizeOf);
        break;
      case 'contactCard':
        setSize(node, (node.card as { imageUrl?: unknown } | undefined)?.imageUrl, 'imageWidth', 'imageHeight', sizeOf);
        break;
    }
  }
}

function setSize(node: Record<string, unknown>, src: unknown, width: string, height: string, sizeOf: SizeOf): void {
  const size = typeof src === 'string' ? sizeOf(src) : undefined;
  if (size === undefined) {
    delete node[width];
    delete node[height];
  } else {
    node[width] = size.width;
    node[height] = size.height;
  }
}

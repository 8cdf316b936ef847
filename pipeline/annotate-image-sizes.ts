// Writes each local image's intrinsic width and height into the page AST (issue: layout that
// does not move): markdown images, image frames, news cards and contact cards.
import type { ImageSize } from './measure-image.ts';

type SizeOf = (src: string) => ImageSize | undefined;

/** sets the size fields in place on every image-bearing node of the tree */
export function annotateImageSizes(tree: unknown, sizeOf: SizeOf): void {
  if (Array.isArray(tree)) {
    for (const item of tree) annotateImageSizes(item, sizeOf);
    return;
  }
  if (tree === null || typeof tree !== 'object') return;
  const node = tree as Record<string, unknown>;
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
  for (const value of Object.values(node)) if (typeof value === 'object') annotateImageSizes(value, sizeOf);
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

// A variant's address says everything needed to make it: the original in content/public, the
// original's content digest, the size and the format. So the build makes each file from the list
// of addresses the pages name, `npm start` makes one when a browser first asks for it, and a
// changed original gets new addresses (served as immutable, like the bundles under /assets/).

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface Variant {
  /** the original, a path of content/public: "/images/news/photo.jpg" */
  source: string;
  /** the first 10 hex digits of the original's SHA-256 */
  digest: string;
  width: number;
  height: number;
  format: VariantFormat;
}

export const VARIANT_PREFIX = '/assets/img';

/** "/assets/img/images/news/photo.jpg.0a1b2c3d4e.240x180.avif" */
export function variantUrl(variant: Variant): string {
  return `${VARIANT_PREFIX}${variant.source}.${variant.digest}.${variant.width}x${variant.height}.${variant.format}`;
}

const VARIANT_PATTERN = /^\/assets\/img(\/(?:[^/.][^/]*\/)*[^/.][^/]*)\.([0-9a-f]{10})\.([1-9]\d{0,4})x([1-9]\d{0,4})\.(avif|webp|jpeg|png)$/;

/** the variant an address names, or undefined for any other address (also one that leaves its folder: "..") */
export function parseVariantUrl(url: string): Variant | undefined {
  const match = VARIANT_PATTERN.exec(url);
  if (match === null) return undefined;
  const [, source, digest, width, height, format] = match;
  return { source: source!, digest: digest!, width: Number(width), height: Number(height), format: format as VariantFormat };
}

// A variant's address says everything needed to make it: the original in content/public, the
// original's content digest, the size and the format. So the build makes each file from the list
// of addresses the pages name, `npm start` makes one when a browser first asks for it, and a
// changed original gets new addresses (served as immutable, like the bundles under /assets/).

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface Variant {
  /** the original, a path of content/public: "/images/news/photo.jpg" */
  source: string;
  /** the first 10 hex digits of the original's SHA-256 */
  digest: string;
  width: number;
  height: number;
  format: VariantFormat;
}

const VARIANT_PREFIX = '/assets/img';

/** "/assets/img/images/news/photo.jpg.0a1b2c3d4e.240x180.avif", each folder and name percent-encoded (a space would split a srcset) */
export function variantUrl(variant: Variant): string {
  const source = variant.source.split('/').map(encodeURIComponent).join('/');
  return `${VARIANT_PREFIX}${source}.${variant.digest}.${variant.width}x${variant.height}.${variant.format}`;
}

/** the variant's file under the app's folder: its address, decoded */
export function variantFile(variant: Variant): string {
  return `${VARIANT_PREFIX}${variant.source}.${variant.digest}.${variant.width}x${variant.height}.${variant.format}`;
}

const VARIANT_PATTERN = /^\/assets\/img((?:\/[^/]+)+)\.([0-9a-f]{10})\.([1-9]\d{0,4})x([1-9]\d{0,4})\.(avif|webp|jpeg|png)$/;

/**
 * the variant an address names (as a page or a browser writes it, percent-encoded), or undefined for
 * any other address — also one whose original would be outside content/public or a hidden file
 */
export function parseVariantUrl(url: string): Variant | undefined {
  const match = VARIANT_PATTERN.exec(url);
  if (match === null) return undefined;
  const [, encoded, digest, width, height, format] = match;
  let segments: string[];
  try {
    segments = encoded!.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment))) return undefined;
  return { source: `/${segments.join('/')}`, digest: digest!, width: Number(width), height: Number(height), format: format as VariantFormat };
}

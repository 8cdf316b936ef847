// Links and images found while compiling, checked once every page is known (check/check-references.ts).
import type { PictureSlotName } from '../../common/images/picture-slots.ts';

export interface Reference {
  /** route: a page, maybe with #anchor; asset: a file in content/public */
  kind: 'route' | 'asset';
  /** the route ("/about") or the asset path ("/images/a.webp") */
  target: string;
  anchor: string | undefined;
  /** image references report image-missing instead of link-broken */
  image: boolean;
  /** where a picture shows, when not in the page's text: its width is checked against that place's */
  shownIn?: PictureSlotName;
  file: string;
  line: number;
  column: number | undefined;
}

/** a path with a file extension is a file in content/public, not a route */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]{1,5}$/i.test(path);
}

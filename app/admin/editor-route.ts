// Which entry the web editor's address shows: Decap's hash routes `#/collections/<name>/entries/<slug>`
// and `#/collections/<name>/new` (a new entry, no slug).

export interface EditorRoute {
  collection: string;
  /** undefined for a new entry */
  slug: string | undefined;
}

const ROUTE = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)\/?(?:\?.*)?$/;

export function editorRouteOf(hash: string): EditorRoute | undefined {
  const match = ROUTE.exec(hash);
  if (match === null) return undefined;
  return { collection: decodeURIComponent(match[1]!), slug: match[2] === undefined ? undefined : decodeURIComponent(match[2]) };
}

export function sameRoute(a: EditorRoute, b: EditorRoute): boolean {
  return a.collection === b.collection && a.slug === b.slug;
}

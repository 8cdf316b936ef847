import type { PageContext } from './page-context.ts';
import { isAssetPath } from './reference.ts';
import { splitHref, toDocsHref } from './shared/routes.ts';

export type HrefTarget =
  | { kind: 'callback' }
  | { kind: 'refused' }
  | { kind: 'ok'; href: string; internal: boolean };

/** `[text](#callback)` opens the callback modal (spec §2.6) */
export const CALLBACK_HREF = '#callback';

const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Decides what a link or image URL in content is: a route of the site (rewritten to /docs, spec
 * §2.1, and checked once every page is known), a file in content/public, an external URL, or
 * something refused with a diagnostic.
 */
export function classifyHref(
  href: string,
  image: boolean,
  context: PageContext,
  position: { line: number; column: number | undefined },
): HrefTarget {
  const { line, column } = position;
  const what = image ? 'image' : 'link';
  if (!image && href === CALLBACK_HREF) return { kind: 'callback' };

  const protocol = /^([a-z][a-z0-9+.-]*:)/i.exec(href)?.[1]?.toLowerCase();
  if (protocol !== undefined || href.startsWith('//')) {
    if (image) {
      context.report(
        'image-external',
        `image ${href} is loaded from another site: expected a file in content/public referenced as /images/…, so no request leaves the site`,
        line,
        column,
      );
      return { kind: 'refused' };
    }
    if (protocol === undefined || !ALLOWED_LINK_PROTOCOLS.includes(protocol)) {
      context.report(
        'link-protocol',
        `${what} ${href} is not allowed: expected an http(s), mailto: or tel: URL or a path starting with "/"`,
        line,
        column,
      );
      return { kind: 'refused' };
    }
    return { kind: 'ok', href, internal: false };
  }

  if (href.startsWith('#')) {
    if (image) {
      context.report('image-missing', `image ${href} is not a file: expected a path like /images/photo.webp`, line, column);
      return { kind: 'refused' };
    }
    context.references.push({ kind: 'route', target: '', anchor: href.slice(1), image, file: context.file, line, column });
    return { kind: 'ok', href, internal: true };
  }

  if (!href.startsWith('/')) {
    context.report(
      'link-relative',
      `${what} ${href === '' ? '(empty)' : href} is relative: expected a path from the site root starting with "/" (e.g. /services) or a full URL`,
      line,
      column,
    );
    return { kind: 'refused' };
  }

  const { path, anchor } = splitHref(href);
  if (image || isAssetPath(path)) {
    context.references.push({ kind: 'asset', target: path, anchor: undefined, image, file: context.file, line, column });
    return { kind: 'ok', href, internal: false };
  }
  context.references.push({ kind: 'route', target: path.replace(/^\/docs(?=\/|$)/, '') || '/', anchor, image, file: context.file, line, column });
  return { kind: 'ok', href: toDocsHref(href), internal: true };
}

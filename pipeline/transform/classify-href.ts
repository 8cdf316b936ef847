import type { PageContext } from './page-context.ts';
import type { MalformedReason } from '../messages/link-messages.ts';
import { isAssetPath } from '../shared/reference.ts';
import { splitHref, toDocsHref } from '../../common/routes/routes.ts';
import type { PictureSlotName } from '../../common/images/picture-slots.ts';

export type HrefTarget = { kind: 'callback' } | { kind: 'refused' } | { kind: 'ok'; href: string; internal: boolean };

/** `[text](#callback)` opens the callback modal (spec §2.6) */
const CALLBACK_HREF = '#callback';

const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Decides what a link or image URL in content is: a route of the site (rewritten to /docs, spec
 * §2.1, and checked once every page is known), a file in content/public, an external URL, or
 * something refused with a diagnostic. `shownIn`: where a picture shows, when not in the text (its size is checked against it).
 */
export function classifyHref(
  href: string,
  image: boolean,
  context: PageContext,
  position: { line: number; column: number | undefined },
  shownIn?: PictureSlotName,
): HrefTarget {
  const { line, column } = position;
  if (!image && href === CALLBACK_HREF) return { kind: 'callback' };

  const reason = malformedReason(href);
  if (reason !== undefined) {
    context.report('link-malformed', { image, href, reason }, line, column);
    return { kind: 'refused' };
  }

  const protocol = /^([a-z][a-z0-9+.-]*:)/i.exec(href)?.[1]?.toLowerCase();
  if (protocol !== undefined || href.startsWith('//')) {
    if (image) {
      context.report('image-external', { src: href }, line, column);
      return { kind: 'refused' };
    }
    if (protocol === undefined || !ALLOWED_LINK_PROTOCOLS.includes(protocol)) {
      context.report('link-protocol', { image, href }, line, column);
      return { kind: 'refused' };
    }
    return { kind: 'ok', href, internal: false };
  }

  if (href.startsWith('#')) {
    if (image) {
      context.report('image-missing', { src: href, problem: 'not-a-file' }, line, column);
      return { kind: 'refused' };
    }
    context.references.push({ kind: 'route', target: '', anchor: href.slice(1), image, file: context.file, line, column });
    return { kind: 'ok', href, internal: true };
  }

  if (!href.startsWith('/')) {
    context.report('link-relative', { image, href }, line, column);
    return { kind: 'refused' };
  }

  const { path, anchor } = splitHref(href);
  if (image || isAssetPath(path)) {
    context.references.push({ kind: 'asset', target: path, anchor: undefined, image, file: context.file, line, column, ...(shownIn && { shownIn }) });
    return { kind: 'ok', href, internal: false };
  }
  context.references.push({ kind: 'route', target: path.replace(/^\/docs(?=\/|$)/, '') || '/', anchor, image, file: context.file, line, column });
  return { kind: 'ok', href: toDocsHref(href), internal: true };
}

/**
 * Why a browser would read a URL differently from what it says, if it would: a malformed percent
 * escape (no page can be matched, and decoding it throws), a backslash (browsers read "/\\x" as
 * "//x", another site) or a control character (browsers drop tabs and newlines, so "/\t/x" is
 * "//x" too).
 */
export function malformedReason(href: string): MalformedReason | undefined {
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  if (/[\u0000-\u001f\u007f]/.test(href)) return 'control';
  if (href.includes('\\')) return 'backslash';
  try {
    decodeURI(href);
  } catch {
    return 'percent';
  }
  return undefined;
}

/**
 * The href as markdown-it's normalizeLink wrote it, with only the escapes of non-ASCII text decoded
 * ("/about#%D0%BA" → "/about#к"): those read the same to a browser either way. Every ASCII escape
 * stays as written — decoding "%5C", "%0A" or "%25" would change where the link points.
 */
export function decodeNonAscii(href: string): string {
  return href.replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => {
    const bytes = run.match(/%[0-9a-f]{2}/gi)!;
    let decoded = '';
    for (let index = 0; index < bytes.length;) {
      const lead = Number.parseInt(bytes[index]!.slice(1), 16);
      const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
      const sequence = bytes.slice(index, index + length).join('');
      try {
        decoded += decodeURIComponent(sequence);
        index += length;
      } catch {
        // not UTF-8: this escape stays as written
        decoded += bytes[index];
        index += 1;
      }
    }
    return decoded;
  });
}

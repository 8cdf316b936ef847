import { CONTENT_ROOT } from './editor-paths.ts';

// A file path the editor's API is given is a path inside the site's repository under content/,
// written as git writes it: relative, with forward slashes, no "." or ".." segment, no empty
// segment, no control character, no backslash. Anything else — `../../etc/passwd`,
// `content/../deploy/x`, `/etc/passwd`, `content\..\x` — is refused before git sees it.

const MAX_PATH_CHARS = 300;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f\\:*?"<>|]/;

export function isContentPath(file: unknown): file is string {
  if (typeof file !== 'string' || file.length > MAX_PATH_CHARS || !file.startsWith(CONTENT_ROOT) || FORBIDDEN.test(file)) return false;
  const segments = file.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.startsWith('-'));
}

/** a folder the editor lists: content/ itself or a path under it, without the trailing slash */
export function isContentFolder(folder: unknown): folder is string {
  return typeof folder === 'string' && (folder === 'content' || isContentPath(folder.replace(/\/$/, '')));
}

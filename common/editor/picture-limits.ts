// How large a picture the web editor takes (docs/web-editor.md, «Pictures»), for the form's picture
// panel (app/admin/picture-panel.tsx) and the forms service's editor API alike
// (server/forms/editor/editor-routes.ts). Sizes are in bytes, with 1 МБ = 1 048 576 bytes, as the
// panel writes them.

import { plural } from '../text/russian-plural.ts';

export const MEGABYTE = 1024 * 1024;

/**
 * The largest picture a save takes. A phone's photo is 3–8 МБ and a camera's JPEG at most about 25;
 * 40 МБ leaves room for any of them. Above it is a scan or an uncompressed export: a copy made
 * smaller serves the site as well, since visitors get only the variants of at most 1 560 px.
 */
export const PICTURE_SAVE_LIMIT = 40 * MEGABYTE;

/**
 * Above this a picture is worth a warning, though it is saved. Twice the largest phone photo: every
 * original stays in the site's git history for good (each backup and each clone carries it) and
 * crosses the editor's SSH tunnel on the save, so a 30 МБ export costs that much every time —
 * while a visitor gets the site's own smaller copies anyway.
 */
export const PICTURE_WARN_SIZE = 15 * MEGABYTE;

/**
 * A save's JSON body: Decap sends each new picture base64 (4 characters for 3 bytes) inside it,
 * beside the entry's text (a page is tens of kB): a picture of 41 МБ is refused.
 */
export const SAVE_BODY_LIMIT = Math.ceil((PICTURE_SAVE_LIMIT * 4) / 3) + MEGABYTE;

/** «7,7 МБ», «640 КБ», «512 байт»: a file's weight as the panel says it */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${decimal(bytes / MEGABYTE)} МБ`;
  if (bytes >= 1024) return `${decimal(bytes / 1024)} КБ`;
  return `${bytes} ${bytesWord(bytes)}`;
}

/** one decimal with a comma, none when it is ,0 or the number is 100 or more: «7,7», «12», «240» */
function decimal(value: number): string {
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return String(rounded).replace('.', ',');
}

function bytesWord(count: number): string {
  return plural(count, 'байт', 'байта', 'байт');
}

import type { EditorConfig } from '../../common/editor/editor-config.ts';

// The file a picture field names, for its panel (picture-panel.tsx): one uploaded and not saved yet
// is the browser's copy that Decap keeps with the entry (unsaved-picture.ts finds it); one already
// in the site's content is read through Decap's own backend — the local proxy under npm start, the
// forms service's editor API on the clinic's server — with the proxy protocol's getMediaFile, as
// Decap's media library reads it.

export interface PictureBackend {
  apiUrl: string;
  branch: string;
  /** the media folder as the backend names it, and the address the site serves it at */
  mediaFolder: string;
  publicFolder: string;
}

export function pictureBackend(config: EditorConfig): PictureBackend | undefined {
  const backend = config.decap.backend as { proxy_url?: string; branch?: string } | undefined;
  const mediaFolder = config.decap.media_folder;
  const publicFolder = config.decap.public_folder;
  if (backend?.proxy_url === undefined || typeof mediaFolder !== 'string' || typeof publicFolder !== 'string') return undefined;
  return { apiUrl: backend.proxy_url, branch: backend.branch ?? 'main', mediaFolder, publicFolder };
}

const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

/** the file of a picture at `address` (`/images/news/x.jpg`), from the browser's copy or the backend */
export async function readPicture(address: string, unsavedUrl: string | undefined, backend: PictureBackend | undefined): Promise<Blob> {
  if (unsavedUrl !== undefined) return (await fetch(unsavedUrl)).blob();
  if (backend === undefined || !address.startsWith(`${backend.publicFolder}/`)) throw new Error('not in the media folder');
  const response = await fetch(backend.apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      action: 'getMediaFile',
      params: { branch: backend.branch, path: `${backend.mediaFolder}${address.slice(backend.publicFolder.length)}` },
    }),
  });
  if (!response.ok) throw new Error(`getMediaFile: ${response.status}`);
  const file = (await response.json()) as { content?: string; encoding?: string };
  if (typeof file.content !== 'string') throw new Error('getMediaFile: no content');
  const bytes = Uint8Array.from(atob(file.content), (character) => character.charCodeAt(0));
  const extension = address.split('.').pop()?.toLowerCase() ?? '';
  return new Blob([bytes], { type: TYPES[extension] ?? 'application/octet-stream' });
}

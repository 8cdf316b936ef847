import type { CreateClass, CreateElement, DecapCms, ImmutableMap } from './decap.ts';

// A picture uploaded through the media library while an entry is edited stays in the browser until
// the entry is saved (Decap writes it with the entry). Decap's image control draws its thumbnail
// from the field's value, the picture's address on the site (`/images/news/…`: the public folders
// begin with «/»), which Decap takes as a file already published and asks the site for: nothing is
// there yet, and the thumbnail was broken until the save. This wraps Decap's image control so a
// value naming a picture not yet saved is drawn from the browser's copy of it. Decap's widget
// machinery still talks to its image control itself (getWrappedInstance).

export interface UnsavedFile {
  path: string;
  url: string;
  draft?: boolean;
}

interface ImageThis {
  props: {
    getAsset(path: string, field: unknown): unknown;
    getEntry?(): ImmutableMap | undefined;
  } & Record<string, unknown>;
  inner?: unknown;
}

/** the browser's copy of the picture a site address names, if it is one uploaded and not saved yet */
export function unsavedPicture(files: readonly UnsavedFile[], address: string): string | undefined {
  if (!address.startsWith('/')) return undefined;
  // the media folder is the public folder's file path: content/public/images/news ↔ /images/news
  return files.find((file) => file.draft === true && `/${file.path.replace(/^\/+/, '')}`.endsWith(address))?.url;
}

export function registerUnsavedPicture(CMS: DecapCms, createClass: CreateClass, h: CreateElement): void {
  const image = CMS.getWidget('image');
  if (image === undefined) return;
  const drawn = createClass({
    getWrappedInstance(this: ImageThis) {
      return this.inner;
    },
    render(this: ImageThis) {
      const { getAsset, getEntry } = this.props;
      const getAssetOrUnsaved = (path: string, field: unknown) => {
        const files = (getEntry?.()?.get('mediaFiles') as { toJS?: () => UnsavedFile[] } | undefined)?.toJS?.() ?? [];
        const url = typeof path === 'string' ? unsavedPicture(files, path) : undefined;
        // Decap's thumbnail takes the asset as its `src`: its text is the address drawn
        return url === undefined ? getAsset(path, field) : { path, url, toString: () => url };
      };
      return h(image.control, { ...this.props, getAsset: getAssetOrUnsaved, ref: (inner: unknown) => (this.inner = inner) });
    },
  });
  CMS.registerWidget('image', drawn, image.preview, image.schema);
}

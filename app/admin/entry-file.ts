import type { EditorConfig } from '../../common/editor/editor-config.ts';
import type { EditorRoute } from './editor-route.ts';

// The file of the entry the editor's address shows, as the backend names it (`content/pages/about.md`
// on the clinic's server, `pages/about.md` under npm start): a collection of files names each
// file; a folder collection's entry is its slug with the collection's extension — the reverse of
// entry-of-file.ts. A new entry (no slug) has no file yet.

type Collection = { name: string; folder?: string; extension?: string; files?: { name: string; file: string }[] };

export function fileOfRoute(config: EditorConfig, route: EditorRoute | undefined): string | undefined {
  if (route?.slug === undefined) return undefined;
  const collection = (config.decap.collections as unknown as Collection[]).find((candidate) => candidate.name === route.collection);
  if (collection === undefined) return undefined;
  if (collection.files !== undefined) return collection.files.find((file) => file.name === route.slug)?.file;
  if (collection.folder === undefined) return undefined;
  return `${collection.folder}/${route.slug}.${collection.extension ?? 'yaml'}`;
}

import type { EditorConfig } from '../../common/editor/editor-config.ts';
import type { FormField } from '../../common/editor/editor-words.ts';

// Which entry of the web editor a content file is (docs/web-editor.md, «Messages in the editor's
// words»): its collection, the form's fields, and its address in the editor — so a problem found in
// a file is named by the form's labels and offered as «Открыть», never as the file's name.

export interface EntryOfFile {
  collection: string;
  /** the collection's name in the editor («Медицинские работники»), or the file's («Контакты и часы работы») */
  label: string;
  fields: readonly FormField[];
  /** the editor's address of the entry: `#/collections/<name>/entries/<slug>` */
  hash: string;
  /** a page: its text is in the text box */
  page: boolean;
}

type Collection = {
  name: string;
  label: string;
  folder?: string;
  extension?: string;
  fields?: FormField[];
  files?: { name: string; label: string; file: string; fields: FormField[] }[];
  filter?: unknown;
};

/** `file` relative to the content folder */
export function entryOfFile(config: EditorConfig, file: string): EntryOfFile | undefined {
  const inRoot = `${config.contentRoot}${file}`;
  const collections = config.decap.collections as unknown as Collection[];
  for (const collection of collections) {
    for (const each of collection.files ?? []) {
      if (each.file === inRoot)
        return {
          collection: collection.name,
          label: each.label,
          fields: each.fields,
          hash: `#/collections/${collection.name}/entries/${each.name}`,
          page: false,
        };
    }
  }
  // the most specific folder first: a news item is in pages/news/, not among the free pages
  const byFolder = collections.filter((collection) => collection.folder !== undefined && inRoot.startsWith(`${collection.folder}/`));
  byFolder.sort((a, b) => b.folder!.length - a.folder!.length);
  const collection = byFolder[0];
  if (collection === undefined) return undefined;
  const slug = inRoot.slice(collection.folder!.length + 1).replace(/\.(md|ya?ml)$/, '');
  return {
    collection: collection.name,
    label: collection.label,
    fields: collection.fields ?? [],
    hash: `#/collections/${collection.name}/entries/${slug}`,
    page: inRoot.endsWith('.md'),
  };
}

// What the web editor's page (app/admin/) receives from the server (tooling/editor/editor-config.ts):
// Decap CMS's configuration and how each collection's files are read and written.

/**
 * how a collection's files are written: YAML (a new file starts with `header`), or markdown with
 * frontmatter. The free pages' folder holds a page collection's entries too (content/pages/news/):
 * `entryFields` names the frontmatter fields only a collection's entries have, so each page read is
 * marked (`PAGE_KIND_FIELD`) with its collection, or «page», and the free pages list only theirs.
 */
export type EntryFormat = { kind: 'yaml'; header: string } | { kind: 'markdown'; entryFields?: Readonly<Record<string, string>> };

/** what a page read by the editor is: «page», or the name of the collection whose entry it is (never written to the file) */
export const PAGE_KIND_FIELD = '__kind';
export const FREE_PAGE = 'page';

/** the kind of a page from its frontmatter's values */
export function pageKind(values: Readonly<Record<string, unknown>>, entryFields: Readonly<Record<string, string>>): string {
  for (const [field, collection] of Object.entries(entryFields)) if (values[field] !== undefined) return collection;
  return FREE_PAGE;
}

/** how the pages' list names a page (never written to the file) */
export const PAGE_LIST_TITLE_FIELD = '__listTitle';

/** a page's title, or its short title where the title is a fact's placeholder (the home page's «{{organization}}») */
export function pageListTitle(values: Readonly<Record<string, unknown>>): string {
  const title = typeof values.title === 'string' ? values.title : '';
  return title.includes('{{') && typeof values.shortTitle === 'string' ? values.shortTitle : title;
}

export interface EditorConfig {
  /** Decap CMS's configuration (https://decapcms.org/docs/configuration-options/); `format` names a key of `formats` */
  decap: Record<string, unknown> & { collections: Record<string, unknown>[] };
  formats: Record<string, EntryFormat>;
  /** where the content folder is in what the backend serves: '' for the local proxy, 'content/' for a repository */
  contentRoot: string;
  /** the collections whose preview the server compiles (npm start only: common/editor/entry-preview.ts) */
  previews: string[];
}

/** the form's field for a new entry's file name, set from its title when it is saved (never written into the file) */
export const EDITOR_FILE_FIELD = '__file';
/** the widget of a page's text: markdown as written, with buttons that insert the blocks */
export const PAGE_TEXT_WIDGET = 'page-text';

/** a picture field's option naming the slot its collection's cards show it in (common/images/collection-pictures.ts) */
export const PICTURE_SLOT_OPTION = 'picture_slot';

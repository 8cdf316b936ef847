import { readMarkdownEntry, readYamlEntry, writeMarkdownEntry, writeYamlEntry, type FieldOrder } from '../../common/editor/entry-yaml.ts';
import { pageKind, pageListTitle, PAGE_KIND_FIELD, PAGE_LIST_TITLE_FIELD, type EntryFormat } from '../../common/editor/editor-config.ts';

// How the web editor's page reads and writes a collection's files (docs/web-editor.md, «Files as
// the check reads them»): Decap's custom formats, and the save guard's view of what a save writes.

export interface EntryFormatter {
  extension: 'md' | 'yaml';
  fromFile(text: string): Record<string, unknown>;
  toFile(values: Record<string, unknown>): string;
}

/** a format of the configuration as Decap's custom format; `order` is the form's field order for a new file's keys */
export function entryFormatter(format: EntryFormat, order: FieldOrder): EntryFormatter {
  if (format.kind === 'markdown') {
    return {
      extension: 'md',
      fromFile: (text) => markedPage(readMarkdownEntry(text), format.entryFields ?? {}),
      toFile: (values) => writeMarkdownEntry(values, order),
    };
  }
  return { extension: 'yaml', fromFile: readYamlEntry, toFile: (values) => writeYamlEntry(values, format.header, order) };
}

/** a page's values marked with what it is, so the free pages' list leaves out a collection's entries, and with the name it is listed by */
function markedPage(values: Record<string, unknown>, entryFields: Readonly<Record<string, string>>): Record<string, unknown> {
  return { ...values, [PAGE_KIND_FIELD]: pageKind(values, entryFields), [PAGE_LIST_TITLE_FIELD]: pageListTitle(values) };
}

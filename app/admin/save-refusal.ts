import { saveRefusal } from '../../common/editor/save-guard.ts';
import { EDITOR_FILE_FIELD, type EditorConfig } from '../../common/editor/editor-config.ts';
import type { ImmutableMap } from './decap.ts';
import { editorRouteOf } from './editor-route.ts';
import type { EntryFormatter } from './entry-format.ts';

// The web editor's page checks a save before Decap writes it (docs/web-editor.md, «A save is
// checked before it is written»), in production too, where no server of ours sees it: the text
// Decap will write is made here as Decap makes it — with the format of the collection whose address
// is shown, which is the one Decap saves with — and read under its file's collection's schema
// (common/editor/save-guard.ts). Decap shows a refusal thrown from preSave and writes nothing.

export function refusalOf(entry: ImmutableMap, config: EditorConfig, formatters: ReadonlyMap<string, EntryFormatter>): string | undefined {
  const name = editorRouteOf(location.hash)?.collection ?? String(entry.get('collection'));
  const collection = config.decap.collections.find((candidate) => candidate.name === name);
  const formatter = formatters.get(String(collection?.format));
  if (collection === undefined || formatter === undefined) return `Запись не сохранена: редактор не знает коллекцию «${name}».`;
  const values = (entry.get('data') as ImmutableMap).toJS();
  return saveRefusal(savedFileOf(entry, config, formatter), formatter.toFile(values), name);
}

/** the file a save writes, relative to the content folder: a new entry has no path yet — Decap writes it in its collection's folder, named by the editor */
export function savedFileOf(entry: ImmutableMap, config: EditorConfig, formatter: EntryFormatter | undefined): string {
  const collection = config.decap.collections.find((candidate) => candidate.name === (editorRouteOf(location.hash)?.collection ?? entry.get('collection')));
  const values = (entry.get('data') as ImmutableMap).toJS();
  const file = String(entry.get('path') ?? '') || `${String(collection?.folder)}/${String(values[EDITOR_FILE_FIELD])}.${formatter?.extension ?? 'yaml'}`;
  return file.startsWith(config.contentRoot) ? file.slice(config.contentRoot.length) : file;
}

// A collection: a folder of the content with one YAML file per entry (content/data/staff/ holds a
// worker per file), each checked against the collection's zod schema. Adding an entry is adding a
// file; every block that lists the collection shows it with no other edit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { SampleValue } from '../check/sample-values.ts';
import { readDataFile, type DataFileSpec } from './read-data-file.ts';

export interface CollectionDefinition<T> extends Omit<DataFileSpec<T>, 'file'> {
  /** the folder of the entries, relative to the content folder */
  folder: string;
  /** how the launch checklist names an entry («Орлова Елена Викторовна, врач-невролог») */
  label(entry: T): string;
  /** how the web editor names the collection and one entry, as on its button «＋ …» («Медицинские работники», «медицинский работник») */
  editorNames: { collection: string; entry: string };
}

interface CollectionEntry<T> {
  /** the file's name without .yaml: the entry's id */
  id: string;
  /** relative to the content folder */
  file: string;
  value: T;
  /** the file's text */
  source: string;
}

export interface LoadedCollection<T> {
  /** the entries that passed their schema, in the order of their file names */
  entries: CollectionEntry<T>[];
  /** how many files there were, valid or not */
  fileCount: number;
  samples: SampleValue[];
  diagnostics: Diagnostic[];
  /** every entry's name and text, to notice a change */
  source: string;
}

const defined: CollectionDefinition<unknown>[] = [];

/** a collection; the web editor offers every one defined (server/editor/editor-config.ts) */
export function defineCollection<T>(definition: CollectionDefinition<T>): CollectionDefinition<T> {
  defined.push(definition as CollectionDefinition<unknown>);
  return definition;
}

/** every collection defined so far, in the order of definition */
export function definedCollections(): readonly CollectionDefinition<unknown>[] {
  return [...defined];
}

const ENTRY_FILE = /\.ya?ml$/;

export async function loadCollection<T>(contentDir: string, definition: CollectionDefinition<T>): Promise<LoadedCollection<T>> {
  const loaded: LoadedCollection<T> = { entries: [], fileCount: 0, samples: [], diagnostics: [], source: '' };
  let names: string[];
  try {
    names = (await readdir(path.join(contentDir, definition.folder))).filter((name) => ENTRY_FILE.test(name)).sort();
  } catch (error) {
    // no folder: no entries (the release check says what is missing)
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return loaded;
    throw error;
  }
  const sources = await Promise.all(names.map((name) => readFile(path.join(contentDir, definition.folder, name), 'utf8')));
  names.forEach((name, index) => {
    const file = `${definition.folder}/${name}`;
    const source = sources[index]!;
    loaded.fileCount++;
    loaded.source += `${file}\n${source}\n`;
    const result = readDataFile(source, { ...definition, file }, definition.label);
    if (!result.ok) {
      loaded.diagnostics.push(...result.diagnostics);
      return;
    }
    loaded.entries.push({ id: name.replace(ENTRY_FILE, ''), file, value: result.value, source });
    loaded.samples.push(...result.samples);
  });
  return loaded;
}

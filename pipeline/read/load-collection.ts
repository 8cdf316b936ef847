// A collection: a folder of the content with one file per entry, each checked against the
// collection's zod schema (common/schema/collections.ts). Its entries are YAML files (the staff,
// content/data/staff/: a worker per file) or pages (the news, content/pages/news/: a news item per
// markdown file, its frontmatter the entry). Adding an entry is adding a file; every block,
// sequence and list made from the collection shows it with no other edit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { readDataFile, type DataFileSpec } from './read-data-file.ts';
import { splitFrontmatter } from './split-frontmatter.ts';
import { substituteFacts } from './substitute-facts.ts';

/** a collection of YAML files: each file is checked here, its problems and sample marks are the collection's */
interface DataCollectionDefinition<T> extends Omit<DataFileSpec<T>, 'file'> {
  format: 'yaml';
  /** the folder of the entries, relative to the content folder */
  folder: string;
  /** how the launch checklist names an entry («Орлова Елена Викторовна, врач-невролог») */
  label(entry: T): string;
}

/**
 * a collection of pages: each entry is its frontmatter, read here for the lists made from it; the
 * page's own compile reports its problems and sample marks, once
 */
interface PageCollectionDefinition<T extends Frontmatter> {
  format: 'markdown';
  folder: string;
  schema: z.ZodType<T>;
}

export type CollectionDefinition<T> = DataCollectionDefinition<T> | (T extends Frontmatter ? PageCollectionDefinition<T> : never);

export interface CollectionEntry<T> {
  /** the file's name without its extension: the entry's id */
  id: string;
  /** relative to the content folder */
  file: string;
  value: T;
  /** the file's text (a page's with its facts substituted) */
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

export function defineCollection<T>(definition: CollectionDefinition<T>): CollectionDefinition<T> {
  return definition;
}

const ENTRY_FILE = { yaml: /\.ya?ml$/, markdown: /\.md$/ } as const;

/** the entries of a collection; a page collection's frontmatter may use the clinic's facts (`{{name}}`) */
export async function loadCollection<T>(
  contentDir: string,
  definition: CollectionDefinition<T>,
  facts: ReadonlyMap<string, string> = new Map(),
): Promise<LoadedCollection<T>> {
  const loaded: LoadedCollection<T> = { entries: [], fileCount: 0, samples: [], diagnostics: [], source: '' };
  const entryFile = ENTRY_FILE[definition.format];
  let names: string[];
  try {
    // a page collection's index.md would be the folder's own page (the route of the folder): no entry
    names = (await readdir(path.join(contentDir, definition.folder)))
      .filter((name) => entryFile.test(name) && !(definition.format === 'markdown' && name === 'index.md'))
      .sort();
  } catch (error) {
    // no folder: no entries (the release check says what is missing)
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return loaded;
    throw error;
  }
  const sources = await Promise.all(names.map((name) => readFile(path.join(contentDir, definition.folder, name), 'utf8')));
  names.forEach((name, index) => {
    const file = `${definition.folder}/${name}`;
    const id = name.replace(entryFile, '');
    const source = sources[index]!;
    loaded.fileCount++;
    loaded.source += `${file}\n${source}\n`;
    if (definition.format === 'markdown') {
      const text = substituteFacts(file, source, facts).text;
      const { frontmatter } = splitFrontmatter(file, text, definition.schema);
      if (frontmatter !== undefined) loaded.entries.push({ id, file, value: frontmatter as T, source: text });
      return;
    }
    const result = readDataFile(source, { ...definition, file }, definition.label);
    if (!result.ok) {
      loaded.diagnostics.push(...result.diagnostics);
      return;
    }
    loaded.entries.push({ id, file, value: result.value, source });
    loaded.samples.push(...result.samples);
  });
  return loaded;
}

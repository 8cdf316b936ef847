import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { clinicFactsSchema } from '../schema/clinic-facts.ts';
import { COLLECTIONS } from '../schema/collections.ts';
import { DATA_FILES, FACTS_FILE } from '../schema/data-files.ts';
import { frontmatterSchema } from '../schema/frontmatter.ts';
import { MENU_FILES, MENUS_COLLECTION } from './menu-files.ts';

// The web editor's last word before a file is written (docs/web-editor.md, «A save is checked
// before it is written»): the file a save writes must belong to the collection the save was made
// in, and the text must read under that collection's schema — the one the content check uses.
// A form that shows one entry while the editor holds another would otherwise write a page's
// frontmatter into a doctor's file; this refuses it whatever the cause. Both the local proxy
// (tooling/editor/save-guard-middleware.ts) and the editor's page in production (preSave) ask it.

/** the web editor's collection of the free pages, and of the clinic's facts and data files */
const PAGES_COLLECTION = 'pages';
const DATA_COLLECTION = 'data';
const PAGES_FOLDER = 'pages';

interface Target {
  /** the web editor's collection the file belongs to */
  collection: string;
  /** how the editor names it to the editor */
  label: string;
  format: 'yaml' | 'markdown';
  schema: z.ZodType;
}

/** the file's collection and schema, by its path relative to the content folder; undefined for a file the editor does not write */
export function saveTargetOf(file: string): Target | undefined {
  const dataFile = [{ file: FACTS_FILE, schema: clinicFactsSchema }, ...Object.values(DATA_FILES)].find((entry) => entry.file === file);
  if (dataFile !== undefined) return { collection: DATA_COLLECTION, label: 'Сведения о клинике', format: 'yaml', schema: dataFile.schema };
  const menu = Object.values(MENU_FILES).find((entry) => entry.file === file);
  if (menu !== undefined) return { collection: MENUS_COLLECTION, label: 'Меню сайта', format: 'yaml', schema: menu.schema };
  for (const [name, collection] of Object.entries(COLLECTIONS)) {
    // an entry is a file right in its folder; a page collection's index.md is the folder's own page
    const rest = file.startsWith(`${collection.folder}/`) ? file.slice(collection.folder.length + 1) : '';
    const isEntry = collection.format === 'yaml' ? /^[^/]+\.ya?ml$/.test(rest) : /^[^/]+\.md$/.test(rest) && rest !== 'index.md';
    if (isEntry) return { collection: name, label: collection.label, format: collection.format, schema: collection.schema };
  }
  if (file.startsWith(`${PAGES_FOLDER}/`) && file.endsWith('.md'))
    return { collection: PAGES_COLLECTION, label: 'Страницы', format: 'markdown', schema: frontmatterSchema };
  return undefined;
}

/**
 * Why a save must not be written, in Russian, or undefined when it may: `file` relative to the
 * content folder, `text` what would be written, `collection` the web editor's collection the save
 * was made in (unknown to an older client: then the file's own collection is taken).
 */
export function saveRefusal(file: string, text: string, collection: string | undefined): string | undefined {
  const target = saveTargetOf(file);
  const refused = (why: string) => `Запись не сохранена: ${why}. Файл ${file} не изменён; откройте запись заново из списка коллекции.`;
  if (target === undefined) return refused(`файл ${file} не относится ни к одной коллекции редактора`);
  if (collection !== undefined && collection !== target.collection) {
    return refused(`файл ${file} — запись коллекции «${target.label}», а форма — другой коллекции («${collection}»)`);
  }
  const values = target.format === 'yaml' ? readYaml(text) : readFrontmatter(text);
  if (values === undefined) {
    return refused(target.format === 'yaml' ? `текст для ${file} — не YAML одной записи` : `у текста для ${file} нет заголовка «---» с полями страницы`);
  }
  const result = target.schema.safeParse(values);
  if (result.success) return undefined;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'весь файл'))].slice(0, 5);
  return refused(`текст не подходит коллекции «${target.label}» (поля: ${fields.join(', ')})`);
}

function readYaml(text: string): unknown {
  const document = parseDocument(text);
  if (document.errors.length > 0) return undefined;
  const value: unknown = document.toJS();
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function readFrontmatter(text: string): unknown {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (match === null) return undefined;
  return match[1] === undefined ? {} : readYaml(match[1]);
}

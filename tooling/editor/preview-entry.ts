import { bodyStart } from '../../common/editor/body-start.ts';
import { unsample } from '../../common/schema/sampled.ts';
import { writeMarkdownEntry, writeYamlEntry } from '../../common/editor/entry-yaml.ts';
import type { EntryPreview } from '../../common/editor/entry-preview.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import {
  compilePage,
  createMarkdown,
  loadFacts,
  placeholderTexts,
  loadClinicData,
  STAFF,
  type ClinicData,
  readDataFile,
  PAGES_DIR,
} from '../../pipeline/index.ts';
import { COLLECTIONS } from '../../common/schema/collections.ts';

// What the web editor's preview shows of unsaved values (common/editor/entry-preview.ts): a page is
// compiled as it would be saved; a worker of the staff collection is shown by the blocks that list
// the staff — the card of «О клинике» and the row of the legal table — with this worker alone.
// A collection without a preview here gets Decap's own.

const md = createMarkdown();

/** the blocks that show a collection's entry, by the collection's name */
const COLLECTION_PAGES: Readonly<Record<string, string>> = {
  staff: '## На странице «О клинике»\n\n::: staff\n:::\n\n## В сведениях о медицинской организации\n\n::: staff-table\n:::\n',
};

/** the folder of each collection whose entries are pages, by the collection's name: the free pages and the news */
const PAGE_FOLDERS: Readonly<Record<string, string>> = {
  pages: PAGES_DIR,
  ...Object.fromEntries(Object.entries(COLLECTIONS).flatMap(([name, { format, folder }]) => (format === 'markdown' ? [[name, folder]] : []))),
};

/** the collections with a preview of their own: the pages and those above */
export const PREVIEWED_COLLECTIONS: readonly string[] = [...Object.keys(PAGE_FOLDERS), ...Object.keys(COLLECTION_PAGES)];

export async function previewEntry(contentDir: string, collection: string, values: Record<string, unknown>): Promise<EntryPreview | undefined> {
  const [facts, clinicData] = await Promise.all([loadFacts(contentDir), loadClinicData(contentDir)]);
  const texts = facts.facts?.texts ?? placeholderTexts();
  const pageFolder = PAGE_FOLDERS[collection];
  if (pageFolder !== undefined) {
    // compiled as a page of its folder: a news item's frontmatter is checked against the news schema
    const text = writeMarkdownEntry(values);
    const page = compilePage(`${pageFolder}/preview.md`, text, md, texts, clinicData.data);
    return { title: page.frontmatter?.title ?? stringOf(values.title), ast: page.ast, problems: problemsOf(page.diagnostics, bodyStart(text)) };
  }
  const blocks = COLLECTION_PAGES[collection];
  if (blocks === undefined) return undefined;
  const file = `${STAFF.folder}/preview.yaml`;
  const entry = readDataFile(writeYamlEntry(values), { file, schema: STAFF.schema, topic: STAFF.topic });
  if (!entry.ok) return { title: stringOf(values.name), ast: [], problems: problemsOf(entry.diagnostics) };
  const data: ClinicData = {
    ...clinicData.data,
    values: { ...clinicData.data.values, staff: [{ id: 'preview', ...unsample(entry.value) }] },
    broken: clinicData.data.broken.filter((key) => key !== 'staff'),
  };
  const page = compilePage('pages/preview.md', `---\ntitle: Предпросмотр\ndescription: Предпросмотр работника.\n---\n\n${blocks}`, md, texts, data);
  return { title: stringOf(values.name), ast: page.ast, problems: problemsOf(page.diagnostics) };
}

/** `textStart`: the file's line where the page's text begins; a problem above it is a field's */
function problemsOf(diagnostics: readonly Diagnostic[], textStart = Infinity): EntryPreview['problems'] {
  return diagnostics.map((diagnostic) => ({
    severity: diagnostic.severity,
    code: diagnostic.code,
    message: diagnostic.message,
    ...(diagnostic.params === undefined ? {} : { params: diagnostic.params }),
    line: diagnostic.line >= textStart ? diagnostic.line - textStart + 1 : 0,
  }));
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

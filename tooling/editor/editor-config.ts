import { frontmatterSchema } from '../../common/schema/frontmatter.ts';
import { clinicFactsSchema } from '../../common/schema/clinic-facts.ts';
import {
  EDITOR_FILE_FIELD,
  FREE_PAGE,
  PAGE_KIND_FIELD,
  PAGE_LIST_TITLE_FIELD,
  PAGE_TEXT_WIDGET,
  type EditorConfig,
  type EntryFormat,
} from '../../common/editor/editor-config.ts';
import { COLLECTIONS, type CollectionSchema } from '../../common/schema/collections.ts';
import { DATA_FILES, FACTS_FILE, PAGES_DIR, PUBLIC_DIR } from '../../pipeline/index.ts';
import { schemaFields, type DecapField } from './schema-fields.ts';
import { PREVIEWED_COLLECTIONS } from './preview-entry.ts';
import type { SitePlaces } from './site-places.ts';
import { MENU_FILES, MENUS_COLLECTION } from '../../common/editor/menu-files.ts';
import { withPictureSlots } from './picture-slot-fields.ts';

// The web editor's configuration (docs/web-editor.md), generated from the schemas the content check
// uses, never written by hand: the free pages, every collection (a form from its schema), the
// clinic's facts and data files, and the site's menus. Two variants: development (`npm start`: the
// local proxy, which writes the working copy) and production (the forms service's editor API on the
// inbox's origin, with the editorial workflow: server/forms/editor/).

/** where the editor saves */
export type EditorBackend =
  | { kind: 'local'; /** decap-server's API, e.g. http://127.0.0.1:8081/api/v1 */ url: string }
  | {
      kind: 'server';
      /** Decap's proxy protocol on the same origin as the editor's page: /admin/api/v1 */
      proxyUrl: string;
      /** the branch the site is built from */
      branch: string;
    };

/** what a data file is called in the editor; a data file without a name here fails the editor's test */
const DATA_FILE_TITLES: Readonly<Record<keyof typeof DATA_FILES | 'clinic', string>> = {
  clinic: 'Главное о клинике: название, адрес, телефоны, часы, цены',
  organization: 'Об организации: регистрация, учредители, структура, руководитель',
  licence: 'Лицензия',
  supervisors: 'Контролирующие органы',
  freeCare: 'Бесплатная медицинская помощь (ОМС)',
  patients: 'Пациентам: права, обязанности, правила',
  vacancies: 'Вакансии',
};

/**
 * `places`: the pages and sidebar groups to choose from (site-places.ts); without them a menu's page
 * and a page's section are typed
 */
export function editorConfig(backend: EditorBackend, places?: SitePlaces): EditorConfig {
  // the local proxy serves the content folder itself; the clinic's server, the whole repository
  const root = backend.kind === 'local' ? '' : 'content/';
  const formats: Record<string, EntryFormat> = { page: { kind: 'markdown', entryFields: pageCollectionFields() }, data: { kind: 'yaml', header: '' } };
  const collections = [
    pagesCollection(root, places),
    ...Object.entries(COLLECTIONS).map(([name, collection]) =>
      collection.format === 'markdown' ? pageCollection(name, collection, root, formats) : folderCollection(name, collection, root, formats),
    ),
    dataFilesCollection(root),
    menusCollection(root, places),
  ];
  return {
    formats,
    contentRoot: root,
    // the preview is compiled by npm start's server; the deployed site has none (Decap's own preview there)
    previews: backend.kind === 'local' ? [...PREVIEWED_COLLECTIONS] : [],
    decap: {
      locale: 'ru',
      ...backendSettings(backend),
      media_folder: `${root}${PUBLIC_DIR}/images`,
      public_folder: '/images',
      // a new entry's file is named by the editor (transliterated), never by Decap from Cyrillic
      slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
      show_preview_links: false,
      collections,
    },
  };
}

function backendSettings(backend: EditorBackend): Record<string, unknown> {
  if (backend.kind === 'local') {
    // the proxy has no authentication: it listens on 127.0.0.1 only (tooling/editor/local-backend.ts)
    return { backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' }, local_backend: { url: backend.url } };
  }
  return {
    // the same protocol as the local proxy, served by the forms service behind the staff's login
    backend: { name: 'proxy', proxy_url: backend.proxyUrl, branch: backend.branch },
    // a draft, its check, then «Опубликовать»: each change a branch of the site's repository
    publish_mode: 'editorial_workflow',
  };
}

function pagesCollection(root: string, places: SitePlaces | undefined): Record<string, unknown> {
  return {
    name: 'pages',
    label: 'Страницы',
    label_singular: 'страница',
    folder: `${root}${PAGES_DIR}`,
    extension: 'md',
    format: 'page',
    nested: { depth: 5 },
    create: true,
    delete: false,
    slug: `{{fields.${EDITOR_FILE_FIELD}}}`,
    identifier_field: 'title',
    // listed by its title, the home page by its short title: its title is the clinic's name as a fact's placeholder
    summary: `{{fields.${PAGE_LIST_TITLE_FIELD}}}`,
    // a collection's pages (the news) are edited in their own collection, with their own form
    filter: { field: PAGE_KIND_FIELD, value: FREE_PAGE },
    fields: [
      fileNameField(),
      ...schemaFields(frontmatterSchema, 'page').map((field) => (field.name === 'section' ? sectionField(field, places) : field)),
      pageTextField('Текст страницы'),
    ],
  };
}

/** a page's «Раздел»: a choice of the sidebars' groups (pipeline/read/place-pages.ts places the page) */
function sectionField(field: DecapField, places: SitePlaces | undefined): DecapField {
  if (places === undefined || places.sections.length === 0) return field;
  const { pattern: _pattern, ...rest } = field;
  return {
    ...rest,
    widget: 'select',
    options: places.sections,
    hint: 'Страница появится в этой группе бокового меню, в конце. Порядок пунктов меняют в «Меню сайта».',
  };
}

/** the site's menus (common/editor/menu-files.ts), a menu item's page chosen from the site's pages */
function menusCollection(root: string, places: SitePlaces | undefined): Record<string, unknown> {
  return {
    name: MENUS_COLLECTION,
    label: 'Меню сайта',
    format: 'data',
    delete: false,
    files: Object.entries(MENU_FILES).map(([key, { file, label, schema }]) => ({
      name: key,
      label,
      file: `${root}${file}`,
      fields: withPagePicker(schemaFields(schema, key), places),
    })),
  };
}

/** each field holding a route (`href`, a sequence's pages) as a choice of the site's pages */
function withPagePicker(fields: readonly DecapField[], places: SitePlaces | undefined): DecapField[] {
  if (places === undefined) return [...fields];
  const pick = (field: DecapField): DecapField => {
    const { pattern: _pattern, ...rest } = field;
    return { ...rest, widget: 'select', options: places.pages };
  };
  return fields.map((field) => {
    if (field.name === 'href' && field.widget === 'string') return pick(field);
    if (field.name === 'routes' && field.field !== undefined) return { ...field, field: pick(field.field) };
    return {
      ...field,
      ...(field.fields === undefined ? {} : { fields: withPagePicker(field.fields, places) }),
    };
  });
}

/** the frontmatter fields only a page collection's entries have, each with its collection's name */
function pageCollectionFields(): Record<string, string> {
  const pageFields = new Set(Object.keys(frontmatterSchema.shape));
  const fields: Record<string, string> = {};
  for (const [name, collection] of Object.entries(COLLECTIONS)) {
    if (collection.format !== 'markdown') continue;
    for (const field of Object.keys(collection.schema.shape)) if (!pageFields.has(field)) fields[field] = name;
  }
  return fields;
}

/** a collection of pages (the news): the page's form with its collection's fields, and its text */
function pageCollection(name: string, definition: CollectionSchema, root: string, formats: Record<string, EntryFormat>): Record<string, unknown> {
  formats[name] = { kind: 'markdown' };
  return {
    name,
    label: definition.label,
    label_singular: definition.entryLabel,
    folder: `${root}${definition.folder}`,
    extension: 'md',
    format: name,
    create: true,
    delete: true,
    slug: `{{fields.${EDITOR_FILE_FIELD}}}`,
    identifier_field: 'title',
    // the newest first, as a news list is read (Decap 3.16: `default_sort` on one sortable field)
    sortable_fields: [
      { field: 'date', label: 'Дата', default_sort: 'desc' },
      { field: 'title', label: 'Заголовок' },
    ],
    // its pictures beside the others of the collection: content/public/images/news/
    media_folder: `/${root}${PUBLIC_DIR}/images/${name}`,
    public_folder: `/images/${name}`,
    // «20.12.2011 — Номинация…»: the date as the site writes it
    summary: "{{fields.date | date('DD.MM.YYYY')}} — {{fields.title}}",
    fields: [fileNameField(), ...withPictureSlots(schemaFields(definition.schema, name), name), pageTextField('Текст')],
  };
}

function folderCollection(name: string, definition: CollectionSchema, root: string, formats: Record<string, EntryFormat>): Record<string, unknown> {
  const depth = `content/${definition.folder}`.split('/').length;
  formats[name] = { kind: 'yaml', header: `# yaml-language-server: $schema=${'../'.repeat(depth)}dist-data/schemas/${name}.schema.json\n` };
  const fields = withPictureSlots(schemaFields(definition.schema, name), name);
  // an entry is listed by its first required text, and the second beside it («Орлова Елена Викторовна — врач-невролог»)
  const [identifier, second] = fields.filter((field) => field.widget === 'string' && field.required !== false);
  return {
    name,
    label: definition.label,
    label_singular: definition.entryLabel,
    folder: `${root}${definition.folder}`,
    extension: 'yaml',
    format: name,
    create: true,
    delete: true,
    slug: `{{fields.${EDITOR_FILE_FIELD}}}`,
    ...(identifier === undefined ? {} : { identifier_field: identifier.name }),
    ...(identifier === undefined || second === undefined ? {} : { summary: `{{fields.${identifier.name}}} — {{fields.${second.name}}}` }),
    fields: [fileNameField(), ...fields],
  };
}

function dataFilesCollection(root: string): Record<string, unknown> {
  const files = [
    { key: 'clinic' as const, file: FACTS_FILE, schema: clinicFactsSchema },
    ...Object.entries(DATA_FILES).map(([key, value]) => ({ key, ...value })),
  ];
  return {
    name: 'data',
    label: 'Сведения о клинике',
    format: 'data',
    delete: false,
    files: files.map(({ key, file, schema }) => ({
      name: key,
      label: DATA_FILE_TITLES[key as keyof typeof DATA_FILE_TITLES] ?? key,
      file: `${root}${file}`,
      fields: schemaFields(schema, key),
    })),
  };
}

/** a page's markdown after its frontmatter */
function pageTextField(label: string): DecapField {
  return { name: 'body', label, widget: PAGE_TEXT_WIDGET, required: false, hint: 'Markdown и блоки «:::»; блок вставляет кнопка над текстом' };
}

/** the new file's name, written by the editor page from the entry's title (never into the file) */
function fileNameField(): DecapField {
  return { name: EDITOR_FILE_FIELD, label: 'Имя файла', widget: 'hidden', required: false };
}

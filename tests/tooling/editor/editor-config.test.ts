import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../../tooling/editor/editor-config.ts';
import { editorBackendFromEnvironment } from '../../../tooling/editor/deployed-backend.ts';
import { COLLECTIONS } from '../../../common/schema/collections.ts';
import { FREE_PAGE, PAGE_KIND_FIELD, pageKind, type EntryFormat } from '../../../common/editor/editor-config.ts';
import { readMarkdownEntry } from '../../../common/editor/entry-yaml.ts';
import { DATA_FILES } from '../../../pipeline/read/load-clinic-data.ts';
import type { DecapField } from '../../../tooling/editor/schema-fields.ts';

// The web editor's configuration is generated from the content's schemas (docs/web-editor.md):
// these read what Decap CMS gets.

const LOCAL = { kind: 'local', url: 'http://127.0.0.1:8081/api/v1' } as const;
const DEPLOYED = { kind: 'server', proxyUrl: '/admin/api/v1', branch: 'main' } as const;

type Collection = { name: string; folder?: string; fields?: DecapField[]; files?: { name: string; label: string; file: string; fields: DecapField[] }[] };
const collections = (config: ReturnType<typeof editorConfig>) => config.decap.collections as unknown as Collection[];
const collection = (config: ReturnType<typeof editorConfig>, name: string) => collections(config).find((each) => each.name === name)!;
const field = (fields: readonly DecapField[] | undefined, name: string) => fields!.find((each) => each.name === name)!;

function everyField(fields: readonly DecapField[]): DecapField[] {
  return fields.flatMap((each) => [each, ...everyField(each.fields ?? []), ...everyField(each.field === undefined ? [] : [each.field])]);
}

describe('the web editor’s configuration', () => {
  it('under npm start saves through the local proxy into the content folder', () => {
    const config = editorConfig(LOCAL);
    expect(config.decap.local_backend).toEqual({ url: LOCAL.url });
    expect(config.decap.backend).toMatchObject({ name: 'proxy', proxy_url: LOCAL.url });
    expect(config.decap.publish_mode).toBeUndefined();
    expect(config.decap.locale).toBe('ru');
    expect(collection(config, 'staff').folder).toBe('data/staff');
    expect(config.decap.media_folder).toBe('public/images');
    expect(config.decap.public_folder).toBe('/images');
  });

  it('in production saves through the forms service on its own origin, with the editorial workflow', () => {
    const config = editorConfig(DEPLOYED);
    expect(config.decap.local_backend).toBeUndefined();
    expect(config.decap.backend).toEqual({ name: 'proxy', proxy_url: '/admin/api/v1', branch: 'main' });
    expect(config.decap.publish_mode).toBe('editorial_workflow');
    expect(collection(config, 'staff').folder).toBe('content/data/staff');
    expect(collection(config, 'pages').folder).toBe('content/pages');
    expect(config.decap.media_folder).toBe('content/public/images');
  });

  it('offers every collection the content build defines, with the form of its schema', () => {
    const config = editorConfig(LOCAL);
    for (const defined of Object.values(COLLECTIONS)) expect(collections(config).map((each) => each.folder)).toContain(defined.folder);
    expect(collection(config, 'staff')).toMatchObject({ identifier_field: 'name', summary: '{{fields.name}} — {{fields.position}}' });
    const staff = collection(config, 'staff').fields!;
    expect(field(staff, 'name')).toMatchObject({ widget: 'string', label: 'ФИО', required: true });
    expect(field(staff, 'about')).toMatchObject({ widget: 'string', required: false });
    const accreditations = field(staff, 'accreditations');
    expect(accreditations).toMatchObject({ widget: 'list', min: 1 });
    expect(field(accreditations.fields, 'kind')).toMatchObject({ widget: 'select', options: ['аккредитация', 'сертификат'] });
    expect(field(accreditations.fields, 'date')).toMatchObject({ widget: 'datetime', format: 'DD.MM.YYYY', time_format: false });
    expect(field(field(staff, 'photo').fields, 'src')).toMatchObject({ widget: 'image' });
    expect(field(staff, 'experienceSince')).toMatchObject({ widget: 'number', value_type: 'int', min: 1950, max: 2100 });
    // a regex's expectation as the content check words it
    expect(field(field(staff, 'schedule').fields, 'пн').pattern).toEqual([
      expect.any(String),
      'Нужно: часы в виде «9:00–18:00» (между временами — короткое тире)',
    ]);
  });

  it('edits the news as a collection of pages, with the dates and pictures of its schema', () => {
    const config = editorConfig(LOCAL);
    const news = collection(config, 'news');
    expect(news).toMatchObject({ label: 'Новости', label_singular: 'новость', folder: 'pages/news', extension: 'md', create: true, identifier_field: 'title' });
    expect(config.formats.news).toEqual({ kind: 'markdown' });
    expect(field(news.fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', required: true });
    expect(field(field(news.fields, 'picture').fields, 'src')).toMatchObject({ widget: 'image' });
    expect(field(news.fields, 'body')).toMatchObject({ widget: 'page-text' });
    // a news item's picture goes beside the other news pictures
    expect(news).toMatchObject({ media_folder: '/public/images/news', public_folder: '/images/news' });
  });

  it('lists a news item under the news only, not among the free pages', () => {
    const config = editorConfig(LOCAL);
    expect(collection(config, 'pages')).toMatchObject({ filter: { field: PAGE_KIND_FIELD, value: FREE_PAGE } });
    const { entryFields } = config.formats.page as Extract<EntryFormat, { kind: 'markdown' }>;
    const newsItem = readMarkdownEntry('---\ntitle: Т\ndescription: О.\ndate: 2026-01-01\npicture:\n  src: /images/a.svg\n  alt: А\n---\nТекст\n');
    const page = readMarkdownEntry('---\ntitle: Цены\ndescription: О ценах.\n---\nТекст\n');
    expect(pageKind(newsItem, entryFields!)).toBe('news');
    expect(pageKind(page, entryFields!)).toBe(FREE_PAGE);
  });

  it('offers the clinic’s facts and every data file, each under a Russian name', () => {
    const files = collection(editorConfig(LOCAL), 'data').files!;
    expect(files.map((file) => file.name).sort()).toEqual(['clinic', ...Object.keys(DATA_FILES)].sort());
    for (const file of files) expect(file.label, file.name).toMatch(/[а-яё]/i);
    expect(files.find((file) => file.name === 'clinic')!.file).toBe('data/clinic.yaml');
  });

  it('labels every field in Russian', () => {
    const config = editorConfig(LOCAL);
    const unlabelled = collections(config)
      .flatMap((each) => [...(each.fields ?? []), ...(each.files ?? []).flatMap((file) => file.fields)])
      .flatMap((each) => everyField([each]))
      .filter((each) => each.widget !== 'hidden' && !/[а-яё]/i.test(each.label));
    expect(unlabelled.map((each) => each.name)).toEqual([]);
  });
});

describe('the production editor’s settings from the environment', () => {
  it('builds the editor for the forms service unless WEB_EDITOR=off', () => {
    expect(editorBackendFromEnvironment({})).toEqual({ backend: { kind: 'server', proxyUrl: '/admin/api/v1', branch: 'main' } });
    expect(editorBackendFromEnvironment({ EDITOR_BRANCH: 'site' })).toEqual({ backend: { kind: 'server', proxyUrl: '/admin/api/v1', branch: 'site' } });
    expect(editorBackendFromEnvironment({ WEB_EDITOR: 'off' })).toEqual({ backend: undefined });
  });

  it('refuses a mistyped switch and a branch that is not one', () => {
    expect(editorBackendFromEnvironment({ WEB_EDITOR: 'no' })).toEqual({ problem: expect.stringContaining('WEB_EDITOR is "on" or "off"') });
    expect(editorBackendFromEnvironment({ EDITOR_BRANCH: '--all' })).toEqual({ problem: expect.stringContaining('EDITOR_BRANCH') });
  });
});

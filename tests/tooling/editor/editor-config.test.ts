import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../../tooling/editor/editor-config.ts';
import { editorBackendFromEnvironment } from '../../../tooling/editor/deployed-backend.ts';
import { COLLECTIONS } from '../../../common/schema/collections.ts';
import { FREE_PAGE, PAGE_KIND_FIELD, PAGE_LIST_TITLE_FIELD, pageKind, pageListTitle, type EntryFormat } from '../../../common/editor/editor-config.ts';
import { readMarkdownEntry } from '../../../common/editor/entry-yaml.ts';
import { DATA_FILES } from '../../../pipeline/read/load-clinic-data.ts';
import type { DecapField } from '../../../tooling/editor/schema-fields.ts';
import { countForm, type ListForms } from '../../../common/editor/list-forms.ts';

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
      'Нужно: часы в виде «9:00–18:00» или «9:00-18:00» (между временами — дефис или тире)',
    ]);
  });

  it('edits the news as a collection of pages, with the dates and pictures of its schema', () => {
    const config = editorConfig(LOCAL);
    const news = collection(config, 'news');
    expect(news).toMatchObject({ label: 'Новости', label_singular: 'новость', folder: 'pages/news', extension: 'md', create: true, identifier_field: 'title' });
    expect(config.formats.news).toEqual({ kind: 'markdown' });
    // a day, shown without «UTC»
    expect(field(news.fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: false, required: true });
    // the newest first, each listed with its date as ДД.ММ.ГГГГ
    expect(news).toMatchObject({
      sortable_fields: [
        { field: 'date', label: 'Дата', default_sort: 'desc' },
        { field: 'title', label: 'Заголовок' },
      ],
      summary: "{{fields.date | date('DD.MM.YYYY')}} — {{fields.title}}",
    });
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

  it('lists a page by its title, the home page by its short title rather than a fact’s placeholder', () => {
    expect(collection(editorConfig(LOCAL), 'pages')).toMatchObject({ summary: `{{fields.${PAGE_LIST_TITLE_FIELD}}}` });
    const home = readMarkdownEntry('---\ntitle: "{{organization}}"\nshortTitle: Главная\ndescription: О клинике.\n---\nТекст\n');
    const prices = readMarkdownEntry('---\ntitle: Цены\nshortTitle: Цены и оплата\ndescription: О ценах.\n---\nТекст\n');
    expect(pageListTitle(home)).toBe('Главная');
    expect(pageListTitle(prices)).toBe('Цены');
  });

  it('offers the clinic’s facts and every data file, each under a Russian name', () => {
    const files = collection(editorConfig(LOCAL), 'data').files!;
    expect(files.map((file) => file.name).sort()).toEqual(['clinic', ...Object.keys(DATA_FILES)].sort());
    for (const file of files) expect(file.label, file.name).toMatch(/[а-яё]/i);
    expect(files.find((file) => file.name === 'clinic')!.file).toBe('data/clinic.yaml');
  });

  it('edits the menus as forms, a menu item’s page and a new page’s section chosen from lists', () => {
    const places = {
      pages: [
        { label: 'Контакты — /contacts', value: '/contacts' },
        { label: 'О клинике — /about', value: '/about' },
      ],
      sections: [{ label: 'Основное меню → Информация', value: 'main/Информация' }],
    };
    const config = editorConfig(LOCAL, places);
    const menus = collection(config, 'menus');
    expect(menus).toMatchObject({ label: 'Меню сайта' });
    expect(menus.files!.map((file) => [file.name, file.file])).toEqual([
      ['header-tabs', 'navigation/header-tabs.yaml'],
      ['sidebars', 'navigation/sidebars.yaml'],
      ['sequences', 'navigation/sequences.yaml'],
    ]);
    const [tabs, sidebars, sequences] = menus.files!;
    expect(field(field(tabs!.fields, 'tabs').fields, 'href')).toMatchObject({ widget: 'select', label: 'Страница', options: places.pages });
    const groups = field(field(sidebars!.fields, 'main').fields, 'sections');
    expect(groups).toMatchObject({ widget: 'list', label: 'Группы меню' });
    expect(field(field(groups.fields, 'items').fields, 'href')).toMatchObject({ widget: 'select', options: places.pages });
    expect(field(field(sequences!.fields, 'sequences').fields, 'routes').field).toMatchObject({ widget: 'select', options: places.pages });
    expect(field(collection(config, 'pages').fields, 'section')).toMatchObject({ widget: 'select', required: false, options: places.sections });
    // the production editor's too: the save guard knows each menu file
    expect(collection(editorConfig(DEPLOYED, places), 'menus').files![1]!.file).toBe('content/navigation/sidebars.yaml');
  });

  it('labels every field in Russian', () => {
    const config = editorConfig(LOCAL);
    const unlabelled = collections(config)
      .flatMap((each) => [...(each.fields ?? []), ...(each.files ?? []).flatMap((file) => file.fields)])
      .flatMap((each) => everyField([each]))
      .filter((each) => each.widget !== 'hidden' && !/[а-яё]/i.test(each.label));
    expect(unlabelled.map((each) => each.name)).toEqual([]);
  });

  it('asks to add each list’s item in the accusative, and counts it in Russian', () => {
    const config = editorConfig(LOCAL);
    const lists = collections(config)
      .flatMap((each) => [...(each.fields ?? []), ...(each.files ?? []).flatMap((file) => file.fields)])
      .flatMap((each) => everyField([each]))
      .filter((each) => each.widget === 'list');
    expect(lists.length).toBeGreaterThan(15);
    for (const list of lists) {
      // a list whose label is not in this table is a new one: add its forms here and in common/editor/list-forms.ts
      expect(`Добавить ${String(list.label_singular)}`, list.label).toBe(ADD_BUTTONS[list.label]);
      const forms = list.label_forms as ListForms;
      expect([1, 3, 5].map((count) => `${count} ${countForm(count, forms)}`).join(', '), list.label).toBe(COUNTS[list.label]);
    }
  });
});

/** what a list's button says, by the list's label */
const ADD_BUTTONS: Readonly<Record<string, string>> = {
  'Медицинские услуги страницы': 'Добавить услугу',
  'Должности медицинских работников на странице': 'Добавить должность',
  Образование: 'Добавить документ об образовании',
  'Аккредитация или сертификат': 'Добавить аккредитацию или сертификат',
  'Соцсети и мессенджеры': 'Добавить соцсеть или мессенджер',
  Учредители: 'Добавить учредителя',
  'Структура и органы управления': 'Добавить орган управления',
  'Работы и услуги по лицензии': 'Добавить работу или услугу',
  'Контролирующие органы': 'Добавить орган',
  'Права пациентов': 'Добавить право',
  'Обязанности пациентов': 'Добавить обязанность',
  'Правила внутреннего распорядка': 'Добавить правило',
  'Доступность для инвалидов': 'Добавить пункт',
  'Что правила платных услуг требуют сообщить на сайте': 'Добавить пункт',
  Вакансии: 'Добавить вакансию',
  'Вкладки в шапке сайта': 'Добавить вкладку',
  'Группы меню': 'Добавить группу',
  'Пункты меню': 'Добавить пункт',
  'Цепочки «назад / далее»': 'Добавить цепочку',
  'Страницы цепочки по порядку': 'Добавить страницу',
  'Медицинские специальности': 'Добавить специальность',
};

/** what the list's heading says over 1, 3 and 5 items */
const COUNTS: Readonly<Record<string, string>> = {
  'Медицинские услуги страницы': '1 услуга, 3 услуги, 5 услуг',
  'Должности медицинских работников на странице': '1 должность, 3 должности, 5 должностей',
  Образование: '1 документ об образовании, 3 документа об образовании, 5 документов об образовании',
  'Аккредитация или сертификат': '1 аккредитация или сертификат, 3 аккредитации или сертификата, 5 аккредитаций или сертификатов',
  'Соцсети и мессенджеры': '1 соцсеть или мессенджер, 3 соцсети или мессенджера, 5 соцсетей и мессенджеров',
  Учредители: '1 учредитель, 3 учредителя, 5 учредителей',
  'Структура и органы управления': '1 орган управления, 3 органа управления, 5 органов управления',
  'Работы и услуги по лицензии': '1 работа или услуга, 3 работы или услуги, 5 работ или услуг',
  'Контролирующие органы': '1 орган, 3 органа, 5 органов',
  'Права пациентов': '1 право, 3 права, 5 прав',
  'Обязанности пациентов': '1 обязанность, 3 обязанности, 5 обязанностей',
  'Правила внутреннего распорядка': '1 правило, 3 правила, 5 правил',
  'Доступность для инвалидов': '1 пункт, 3 пункта, 5 пунктов',
  'Что правила платных услуг требуют сообщить на сайте': '1 пункт, 3 пункта, 5 пунктов',
  Вакансии: '1 вакансия, 3 вакансии, 5 вакансий',
  'Вкладки в шапке сайта': '1 вкладка, 3 вкладки, 5 вкладок',
  'Группы меню': '1 группа, 3 группы, 5 групп',
  'Пункты меню': '1 пункт, 3 пункта, 5 пунктов',
  'Цепочки «назад / далее»': '1 цепочка, 3 цепочки, 5 цепочек',
  'Страницы цепочки по порядку': '1 страница, 3 страницы, 5 страниц',
  'Медицинские специальности': '1 специальность, 3 специальности, 5 специальностей',
};

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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveRefusal, saveTargetOf } from '../../../common/editor/save-guard.ts';

// The guard before a save is written: a file takes only its own collection's text, as the content
// check reads it. The bug it stands against: a page's form saved into a doctor's file.

const CONTENT = 'content';
const KRAVTSOV = readFileSync(path.join(CONTENT, 'data/staff/kravtsov.yaml'), 'utf8');
/** what Decap wrote into the doctor's file when it held his entry under the pages' form */
const PAGE_IN_DOCTOR = '---\ntitle: " x"\n---\n';

function contentFiles(folder: string): string[] {
  return readdirSync(path.join(CONTENT, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
  );
}

describe('saveRefusal', () => {
  it('refuses a page written into a doctor’s file, naming the file, in Russian', () => {
    const refusal = saveRefusal('data/staff/kravtsov.yaml', PAGE_IN_DOCTOR, 'pages');
    expect(refusal).toMatch(/^Запись не сохранена: /);
    expect(refusal).toContain('data/staff/kravtsov.yaml');
    expect(refusal).toContain('«Медицинские работники»');
  });

  it('refuses it when the request does not say its collection too: the text does not read as a worker', () => {
    expect(saveRefusal('data/staff/kravtsov.yaml', PAGE_IN_DOCTOR, undefined)).toMatch(/^Запись не сохранена: .*не YAML одной записи/);
    expect(saveRefusal('data/staff/kravtsov.yaml', 'title: x\n', undefined)).toMatch(/поля: name/);
  });

  it('refuses a doctor’s text for a page, and a page’s for a news item', () => {
    expect(saveRefusal('pages/contacts.md', KRAVTSOV, 'staff')).toMatch(/«Страницы»/);
    expect(saveRefusal('pages/contacts.md', KRAVTSOV, undefined)).toMatch(/нет заголовка «---»/);
    const contacts = readFileSync(path.join(CONTENT, 'pages/contacts.md'), 'utf8');
    expect(saveRefusal('pages/news/any.md', contacts, 'pages')).toMatch(/«Новости»/);
    expect(saveRefusal('pages/news/any.md', contacts, 'news')).toMatch(/поля: .*date/);
  });

  it('refuses a file no collection of the editor writes', () => {
    expect(saveRefusal('navigation/header.yaml', 'a: 1\n', undefined)).toMatch(/не относится ни к одной коллекции/);
    expect(saveRefusal('data/staff/nested/x.yaml', KRAVTSOV, 'staff')).toMatch(/не относится/);
  });

  it('takes every file of the content the editor writes as it is, under its own collection', () => {
    const files = [...contentFiles('data'), ...contentFiles('pages'), ...contentFiles('navigation')].filter((file) => saveTargetOf(file) !== undefined);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const target = saveTargetOf(file)!;
      expect([file, saveRefusal(file, readFileSync(path.join(CONTENT, file), 'utf8'), target.collection)]).toEqual([file, undefined]);
    }
  });

  it('knows each file’s collection by its folder', () => {
    expect(saveTargetOf('data/staff/kravtsov.yaml')?.collection).toBe('staff');
    expect(saveTargetOf('data/reviews/2019-03-11-elena-novosibirsk.yaml')?.collection).toBe('reviews');
    expect(saveTargetOf('pages/news/x.md')?.collection).toBe('news');
    expect(saveTargetOf('pages/news/index.md')?.collection).toBe('pages');
    expect(saveTargetOf('pages/services/x.md')?.collection).toBe('pages');
    expect(saveTargetOf('data/clinic.yaml')?.collection).toBe('data');
    expect(saveTargetOf('data/licence.yaml')?.collection).toBe('data');
    // the menus; the site's own settings are the administrator's
    expect(saveTargetOf('navigation/sidebars.yaml')?.collection).toBe('menus');
    expect(saveTargetOf('navigation/header-tabs.yaml')?.collection).toBe('menus');
    expect(saveTargetOf('navigation/sequences.yaml')?.collection).toBe('menus');
    expect(saveTargetOf('navigation/site.yaml')).toBeUndefined();
    expect(saveRefusal('navigation/sidebars.yaml', 'main: {}\n', 'menus')).toMatch(/не подходит коллекции «Меню сайта»/);
  });
});

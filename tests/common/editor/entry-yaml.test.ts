import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMarkdownEntry, readYamlEntry, SOURCE_KEY, writeMarkdownEntry, writeYamlEntry } from '../../../common/editor/entry-yaml.ts';

const ORLOVA = readFileSync('content/data/staff/orlova.yaml', 'utf8');

describe('a YAML entry through the web editor', () => {
  it('shows each value without its sample mark', () => {
    const values = readYamlEntry(ORLOVA);
    expect(values.name).toBe('Орлова Елена Викторовна');
    expect(values.experienceSince).toBe('ГГГГ');
    expect((values.education as { institution: string }[])[0]!.institution).toBe('наименование образовательной организации');
    expect(values[SOURCE_KEY]).toBe(ORLOVA);
  });

  it('writes an unchanged entry back byte for byte, comments and marks included', () => {
    expect(writeYamlEntry(readYamlEntry(ORLOVA))).toBe(ORLOVA);
  });

  it('drops the sample mark of a value the editor changed, and only that', () => {
    const values = readYamlEntry(ORLOVA);
    const written = writeYamlEntry({ ...values, name: 'Орлова Елена Петровна' });
    expect(written).toContain('name: Орлова Елена Петровна\n');
    expect(written).not.toContain('ФИО по документам');
    // the other marks and the comments stay
    expect(written).toContain('sample: с какого года стаж');
    expect(written.startsWith('# yaml-language-server')).toBe(true);
    expect(written.split('\n').length).toBe(ORLOVA.split('\n').length - 2);
  });

  it('keeps the comment that ends a file where it was, with or without a blank line before it', () => {
    const close = 'price: 2000\ndays: 14\n# a note about the next field\n# on two lines\n';
    expect(writeYamlEntry({ ...readYamlEntry(close), price: 2800 })).toBe(close.replace('2000', '2800'));
    const apart = 'price: 2000\n\n# a note at the end\n';
    expect(writeYamlEntry({ ...readYamlEntry(apart), price: 2800 })).toBe(apart.replace('2000', '2800'));
  });

  it('changes one item of a list in place', () => {
    const values = readYamlEntry(ORLOVA);
    const accreditations = values.accreditations as Record<string, unknown>[];
    const written = writeYamlEntry({ ...values, accreditations: [{ ...accreditations[0], date: '15.03.2021' }] });
    expect(written).toContain('    date: 15.03.2021\n');
    expect(written).toContain('sample: срок действия аккредитации');
  });

  it('leaves out optional fields the form left empty, and the form’s own keys', () => {
    const written = writeYamlEntry(
      { name: 'Иванова Мария', photo: { src: '', alt: '' }, about: '', __file: 'ivanova', order: 3, vacancies: [] },
      '# заголовок\n',
    );
    expect(written).toBe('# заголовок\nname: Иванова Мария\norder: 3\nvacancies: []\n');
  });

  it('writes a new file’s keys in the form’s order, at every depth', () => {
    const order = { name: {}, education: { level: {}, year: {}, name: {} }, about: {} };
    const written = writeYamlEntry({ about: 'О враче', name: 'Иванова', education: [{ name: 'МГУ', year: 2008, level: 'высшее' }] }, '', order);
    expect(written).toBe('name: Иванова\neducation:\n  - level: высшее\n    year: 2008\n    name: МГУ\nabout: О враче\n');
  });

  it('writes a broken file anew rather than failing', () => {
    expect(writeYamlEntry({ ...readYamlEntry('name: [unclosed'), name: 'Новое' })).toBe('name: Новое\n');
  });
});

describe('a markdown page through the web editor', () => {
  const PAGE = '---\ntitle: Новости\n# заметка редактора\ndescription: "Кавычки остаются"\n---\n\nТекст {{phone}}.\n\n::: tip\nСовет\n:::\n';

  it('keeps the text after the frontmatter untouched', () => {
    const values = readMarkdownEntry(PAGE);
    expect(values.body).toBe('\nТекст {{phone}}.\n\n::: tip\nСовет\n:::\n');
    expect(writeMarkdownEntry(values)).toBe(PAGE);
  });

  it('changes a frontmatter field without touching the others or their comments', () => {
    const written = writeMarkdownEntry({ ...readMarkdownEntry(PAGE), title: 'Новости клиники' });
    expect(written).toBe(PAGE.replace('title: Новости', 'title: Новости клиники'));
  });

  it('keeps every page of the content as it is when nothing changed', () => {
    const page = readFileSync('content/pages/about.md', 'utf8');
    expect(writeMarkdownEntry(readMarkdownEntry(page))).toBe(page);
  });
});

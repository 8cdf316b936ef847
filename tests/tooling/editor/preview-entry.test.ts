import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarkdownEntry, readYamlEntry } from '../../../common/editor/entry-yaml.ts';
import { answerPreview } from '../../../tooling/editor/editor-plugin.ts';
import { previewEntry } from '../../../tooling/editor/preview-entry.ts';
import { readFileSync } from 'node:fs';

// The web editor's preview under npm start: unsaved values compiled by the content check's own
// pipeline (tooling/editor/preview-entry.ts), and its endpoint's answers to whatever is sent.

describe('the preview of unsaved values', () => {
  it('compiles a page with the facts and blocks of the content, and says what the check would', async () => {
    const values = { title: 'Проверка', description: 'Страница.', body: '\nЗвоните: {{phone}}.\n\n::: tip Совет\nТекст.\n:::\n\n[ссылка](/no-such-page)\n' };
    const preview = (await previewEntry('content', 'pages', values))!;
    expect(preview.title).toBe('Проверка');
    expect(preview.ast.map((node) => node.type)).toEqual(['paragraph', 'callout', 'paragraph']);
    expect(JSON.stringify(preview.ast[0])).not.toContain('{{phone}}');
    expect(preview.problems).toEqual([]);
    const invalid = (await previewEntry('content', 'pages', { ...values, body: '::: nosuchblock\n:::\n' }))!;
    expect(invalid.problems[0]).toMatchObject({ severity: 'error', message: expect.stringContaining('nosuchblock') });
  });

  it('shows a worker of the staff collection as the staff card and the legal table will', async () => {
    const values = { ...readYamlEntry(readFileSync('content/data/staff/kravtsov.yaml', 'utf8')), about: 'Новая фраза.' };
    const preview = (await previewEntry('content', 'staff', values))!;
    expect(preview.ast.map((node) => node.type)).toEqual(['heading', 'cardGroup', 'heading', 'table']);
    expect(JSON.stringify(preview.ast)).toContain('Новая фраза.');
    const broken = (await previewEntry('content', 'staff', { ...values, experienceSince: 'давно' }))!;
    expect(broken.ast).toEqual([]);
    expect(broken.problems.map((problem) => problem.message).join()).toContain('experienceSince');
  });

  it('keeps an existing page as written when only its text changed', async () => {
    const values = readMarkdownEntry(readFileSync('content/pages/about.md', 'utf8'));
    const preview = (await previewEntry('content', 'pages', values))!;
    expect(preview.title).toBe('О клинике');
    expect(preview.problems).toEqual([]);
  });

  it('has none for a collection without a preview of its own', async () => {
    expect(await previewEntry('content', 'data', {})).toBeUndefined();
  });
});

describe('POST /admin/preview', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => void answerPreview(request, response, 'content'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (body: string) => fetch(base, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('answers a compiled page', async () => {
    const response = await post(JSON.stringify({ collection: 'pages', values: { title: 'А', description: 'Б.', body: 'Текст.' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'А', problems: [] });
  });

  it.each([
    ['not JSON', '{', 400],
    ['no values', JSON.stringify({ collection: 'pages' }), 400],
    ['values that are a list', JSON.stringify({ collection: 'pages', values: [] }), 400],
    ['nested past the parser', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 400],
    ['an unknown collection', JSON.stringify({ collection: 'nope', values: {} }), 404],
    ['more than 2 MB', JSON.stringify({ collection: 'pages', values: { body: 'а'.repeat(1_100_000) } }), 413],
  ])('answers %s with a JSON error', async (_, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status });
  });

  it('answers GET with 405', async () => {
    const response = await fetch(base);
    expect(response.status).toBe(405);
  });
});

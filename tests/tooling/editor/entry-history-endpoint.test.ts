import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHistoryRequest } from '../../../tooling/editor/entry-history-endpoint.ts';

// «История правок» under npm start (tooling/editor/entry-history-endpoint.ts): the checkout's git
// history of a content file, the file saved and not committed as the newest row, a version written
// back into the file; a content folder outside git says the history is unavailable; hostile
// paths and commits refused in Russian before git runs, the server still answering.

const PAGE = (text: string) => `---\ntitle: Контакты\ndescription: Как нас найти\n---\n\n${text}\n`;

let dir: string;
let server: Server;
let base: string;
let contentDir = '';
const git = (...args: string[]) => {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Ольга Разработчик',
    GIT_AUTHOR_EMAIL: 'o@t',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  const result = spawnSync('git', ['-C', dir, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'entry-history-'));
  contentDir = path.join(dir, 'content');
  mkdirSync(path.join(contentDir, 'pages'), { recursive: true });
  server = createServer((request, response) => void answerHistoryRequest(request, response, contentDir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(base, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
const FILE = 'pages/contacts.md';
const history = () => post({ action: 'entryHistory', params: { path: FILE } });

describe('POST /admin/history', () => {
  it('says the history is unavailable when the content folder is not in git', async () => {
    writeFileSync(path.join(contentDir, FILE), PAGE('Первая.'));
    expect(await history()).toEqual({ status: 200, json: { available: false, reason: 'История правок недоступна: папка с содержимым сайта не в git.' } });
    const version = await post({ action: 'entryVersion', params: { path: FILE, commit: 'a'.repeat(40) } });
    expect(version).toEqual({ status: 409, json: { error: 'История правок недоступна: папка с содержимым сайта не в git.' } });
  });

  it('lists the commits of the file and the saved file, shows a version and writes it back', async () => {
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'content: contacts');
    writeFileSync(path.join(contentDir, FILE), PAGE('Вторая.'));
    git('commit', '-qam', 'content: the second');
    writeFileSync(path.join(contentDir, FILE), PAGE('Сохранена в редакторе.'));

    const { json } = await history();
    const versions = json.versions as { commit: string | null; who: string; change: string; when: string }[];
    expect(versions.map(({ commit, who, change }) => [commit === null ? null : 'commit', who, change])).toEqual([
      [null, '', 'Сохранено, ещё не записано в git'],
      ['commit', 'Ольга Разработчик', 'Правка'],
      ['commit', 'Ольга Разработчик', 'Создание'],
    ]);
    const first = versions[2]!.commit!;
    expect((await post({ action: 'entryVersion', params: { path: FILE, commit: first } })).json).toMatchObject({ commit: first, text: PAGE('Первая.') });

    const restored = await post({ action: 'restoreVersion', params: { path: FILE, commit: first, collection: 'pages', slug: 'contacts' } });
    expect(restored).toEqual({ status: 200, json: { message: `Версия от ${versions[2]!.when} возвращена и сохранена.` } });
    expect(readFileSync(path.join(contentDir, FILE), 'utf8')).toBe(PAGE('Первая.'));
  });

  it('refuses hostile paths and commits in Russian, writes nothing, and keeps answering', async () => {
    const output = path.join(dir, 'leaked');
    const head = git('rev-parse', 'HEAD');
    const before = readFileSync(path.join(contentDir, FILE), 'utf8');
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ path: '../../etc/passwd' }, 422, /^Запрос отклонён: params\.path — нужен путь к файлу в папке содержимого сайта\.$/],
      [{ path: 'pages/../../x' }, 422, /нужен путь к файлу/],
      [{ path: '/etc/passwd' }, 422, /нужен путь к файлу/],
      [{ path: `--output=${output}` }, 422, /нужен путь к файлу/],
      [{ path: 'pages\\..\\x' }, 422, /нужен путь к файлу/],
      [{ path: FILE, commit: `--output=${output}` }, 422, /^Запрос отклонён: params\.commit — нужен номер версии: 40 знаков 0–9 и a–f\.$/],
      [{ path: FILE, commit: 'HEAD~1' }, 422, /нужен номер версии/],
      [{ path: FILE, commit: 'f'.repeat(40) }, 404, /^Такой версии нет в истории git этой копии сайта\.$/],
      [{ path: 'pages/never.md', commit: head }, 404, /^В этой версии сайта такой записи ещё не было\.$/],
    ];
    for (const [params, status, error] of cases) {
      const action = params.commit === undefined ? 'entryHistory' : 'restoreVersion';
      const answer = await post({ action, params: { ...params, collection: 'pages', slug: 'contacts' } });
      expect(answer.status, JSON.stringify(params)).toBe(status);
      expect(answer.json.error).toMatch(error);
    }
    // another collection's file is not written with a page's text; a page elsewhere may not post here
    const staff = await post({ action: 'restoreVersion', params: { path: FILE, commit: head, collection: 'staff', slug: 'contacts' } });
    expect(staff.status).toBe(422);
    expect(staff.json.error).toMatch(/^Запись не сохранена/);
    const foreign = await post(
      { action: 'restoreVersion', params: { path: FILE, commit: head, collection: 'pages', slug: 'contacts' } },
      { origin: 'https://evil.example' },
    );
    expect(foreign).toEqual({ status: 403, json: { error: 'Запрос не со страницы редактора.' } });
    expect((await post('{')).status).toBe(400);
    expect((await post({ action: 'entryHistory', params: { path: 'a'.repeat(20_000) } })).status).toBe(413);
    expect((await post({ action: 'nothing' })).status).toBe(422);
    expect(existsSync(output)).toBe(false);
    expect(readFileSync(path.join(contentDir, FILE), 'utf8')).toBe(before);
    expect((await history()).status).toBe(200);
  });
});

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAudit } from '../../../../server/forms/inbox/audit/audit-log.ts';
import { ORIGIN, Visitor } from '../inbox/inbox-fixture.ts';
import { ABOUT, COORDINATOR, EDITOR, editorFixture, type EditorFixture } from './editor-fixture.ts';

// «История правок» through the editor API (docs/web-editor.md, «An entry's history»): the versions
// of a file on the site's branch as published, newest first, with who and what; one version's text;
// a version brought back as a draft — checked, published only through «Опубликовать», audited —
// and every hostile path or commit refused in Russian before git runs, the server still answering.

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await editorFixture();
}, 60_000);
afterAll(() => fixture?.close());

const FILE = 'content/pages/about.md';
const TIME = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;

async function post(visitor: Visitor | undefined, body: object) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: '/admin/api/v1',
    headers: { cookie: visitor?.cookieHeader() ?? '', host: new URL(ORIGIN).host, 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, type: response.headers['content-type'], json: response.json<Record<string, unknown>>() };
}

async function loggedIn(account: { login: string; password: string }): Promise<Visitor> {
  const visitor = new Visitor({ app: fixture.app });
  expect((await visitor.login(account)).statusCode).toBe(303);
  return visitor;
}

type Row = { commit: string; when: string; who: string; change: string };
const history = async (visitor: Visitor) => {
  const answer = await post(visitor, { action: 'entryHistory', params: { path: FILE } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as { available: true; versions: Row[] };
};
const mainFile = () => fixture.git(['--git-dir', fixture.bare, 'show', `main:${FILE}`]);

async function saveAndPublish(visitor: Visitor, raw: string) {
  const saved = await post(visitor, {
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: 'about', path: FILE, raw }],
      assets: [],
      options: { collectionName: 'pages', commitMessage: 'Update Pages “about”', useWorkflow: true, status: 'draft' },
    },
  });
  expect(saved.status).toBe(200);
  await publish(visitor, 200);
}

async function checked(visitor: Visitor) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { json } = await post(visitor, { action: 'draftCheck', params: { collection: 'pages', slug: 'about' } });
    if (json.state === 'done') return json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the check never ended');
}

async function publish(visitor: Visitor, status: number) {
  await checked(visitor);
  const answer = await post(visitor, { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'about' } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  return answer;
}

describe('an entry’s history', () => {
  it('lists the published versions newest first, with the time, the staff member’s name and what changed', async () => {
    const editor = await loggedIn(EDITOR);
    expect((await history(editor)).versions).toEqual([
      { commit: expect.stringMatching(/^[0-9a-f]{40}$/), when: expect.stringMatching(TIME), who: 'T', change: 'Создание' },
    ]);

    await saveAndPublish(editor, ABOUT.replace('Мы лечим детей.', 'Мы лечим детей с 2005 года.'));
    const { versions } = await history(editor);
    expect(versions.map(({ who, change }) => `${who}: ${change}`)).toEqual([`${EDITOR.displayName}: Правка`, 'T: Создание']);
    // a publication is one version, however many saves its draft had: the site's branch's own line
    expect(versions[0]!.commit).toBe(fixture.git(['--git-dir', fixture.bare, 'rev-parse', 'main']));

    const old = await post(editor, { action: 'entryVersion', params: { path: FILE, commit: versions[1]!.commit } });
    expect(old.status).toBe(200);
    expect(old.json).toEqual({ commit: versions[1]!.commit, when: versions[1]!.when, text: ABOUT });
  });

  it('brings a version back as a draft: checked, on the site only after «Опубликовать», in the audit log, a new version of its own', async () => {
    const editor = await loggedIn(EDITOR);
    const before = (await history(editor)).versions;
    const first = before.at(-1)!;
    const restored = await post(editor, { action: 'restoreVersion', params: { path: FILE, commit: first.commit, collection: 'pages', slug: 'about' } });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.message).toBe(`Версия от ${first.when} возвращена черновиком. На сайте она будет после проверки и «Опубликовать».`);
    // a draft like any save: the site unchanged, the draft holds the old text, its check answers
    expect(mainFile()).toContain('с 2005 года');
    expect(fixture.git(['--git-dir', fixture.bare, 'show', `cms/pages/about:${FILE}`])).toBe(ABOUT.trimEnd());
    expect(await checked(editor)).toMatchObject({ ok: true });
    const audited = (await readAudit(fixture.db, { limit: 10 })).find((entry) => entry.action === 'editor_restore');
    expect(audited).toMatchObject({ actor: EDITOR.login, detail: `cms/pages/about: ${FILE} ← ${first.commit}` });

    await publish(editor, 200);
    expect(mainFile()).toBe(ABOUT.trimEnd());
    // nothing rewritten: the restore is the newest version, the others as they were
    const after = (await history(editor)).versions;
    expect(after.slice(1)).toEqual(before);
    expect(after[0]).toMatchObject({ who: EDITOR.displayName, change: `Возвращена версия от ${first.when}` });
  });

  it('shows a version that no longer passes the check as failing, and does not publish it', async () => {
    const editor = await loggedIn(EDITOR);
    // a version with a link to a page since removed, committed and then corrected outside the editor
    const work = path.join(fixture.dir, 'work');
    fixture.git(['pull', '-q', fixture.bare, 'main'], work);
    writeFileSync(path.join(work, FILE), `${ABOUT}\n[Цены](/prise)\n`);
    fixture.git(['commit', '-qam', 'content: link the prices'], work);
    writeFileSync(path.join(work, FILE), ABOUT);
    fixture.git(['commit', '-qam', 'content: the prices page is gone'], work);
    fixture.git(['push', '-q', fixture.bare, 'main'], work);

    const { versions } = await history(editor);
    expect(versions.slice(0, 2).map((version) => `${version.who}: ${version.change}`)).toEqual(['T: Правка', 'T: Правка']);
    const restored = await post(editor, { action: 'restoreVersion', params: { path: FILE, commit: versions[1]!.commit, collection: 'pages', slug: 'about' } });
    expect(restored.status).toBe(200);
    expect(await checked(editor)).toMatchObject({ ok: false, problems: [{ message: 'ссылка на /prise никуда не ведёт' }] });
    expect((await publish(editor, 422)).json.error).toMatch(/^Не опубликовано\. Проверка нашла 1 ошибку\./);
    expect(mainFile()).not.toContain('/prise');
    expect((await post(editor, { action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'about' } })).status).toBe(200);
  });
});

describe('hostile requests to the history', () => {
  it('refuses a path or a commit it must not hand to git, in JSON and in Russian, and keeps answering', async () => {
    const editor = await loggedIn(EDITOR);
    const { versions } = await history(editor);
    const draftOnly = (() => {
      // a commit that exists in the repository but never reached the site's branch
      const tree = fixture.git(['--git-dir', fixture.repository.dir, 'rev-parse', 'main^{tree}']);
      return fixture.git(['--git-dir', fixture.repository.dir, 'commit-tree', tree, '-m', 'черновик']);
    })();
    const output = path.join(fixture.dir, 'leaked');
    const cases: { params: Record<string, string>; status: number; error: RegExp }[] = [
      { params: { path: '../../etc/passwd' }, status: 422, error: /^Запрос отклонён: params\.path — нужен путь к файлу в папке content\/\.$/ },
      { params: { path: 'content/../deploy/x' }, status: 422, error: /нужен путь к файлу в папке content/ },
      { params: { path: '/etc/passwd' }, status: 422, error: /нужен путь к файлу/ },
      { params: { path: 'deploy/publish/publish' }, status: 422, error: /нужен путь к файлу/ },
      { params: { path: `content/--output=${output}` }, status: 422, error: /нужен путь к файлу/ },
      { params: { path: `--output=${output}` }, status: 422, error: /нужен путь к файлу/ },
      {
        params: { path: FILE, commit: `--output=${output}` },
        status: 422,
        error: /^Запрос отклонён: params\.commit — нужен номер версии: 40 знаков 0–9 и a–f\.$/,
      },
      { params: { path: FILE, commit: 'HEAD' }, status: 422, error: /нужен номер версии/ },
      { params: { path: FILE, commit: 'main~1' }, status: 422, error: /нужен номер версии/ },
      { params: { path: FILE, commit: versions[0]!.commit.toUpperCase() }, status: 422, error: /нужен номер версии/ },
      { params: { path: FILE, commit: versions[0]!.commit.slice(1) }, status: 422, error: /нужен номер версии/ },
      { params: { path: FILE, commit: 'f'.repeat(40) }, status: 404, error: /^Такой версии нет в истории опубликованного сайта\.$/ },
      { params: { path: FILE, commit: draftOnly }, status: 404, error: /^Такой версии нет в истории опубликованного сайта\.$/ },
      { params: { path: 'content/pages/never.md', commit: versions[0]!.commit }, status: 404, error: /^В этой версии сайта такой записи ещё не было\.$/ },
    ];
    for (const { params, status, error } of cases) {
      const action = params.commit === undefined ? 'entryHistory' : 'entryVersion';
      const answer = await post(editor, { action, params });
      expect(answer.status, JSON.stringify(params)).toBe(status);
      expect(answer.type).toContain('application/json');
      expect(answer.json.error, JSON.stringify(params)).toMatch(error);
      if (params.commit !== undefined) {
        const restore = await post(editor, { action: 'restoreVersion', params: { ...params, collection: 'pages', slug: 'about' } });
        expect(restore.status, JSON.stringify(params)).toBe(status);
      }
    }
    for (const slug of ['../../x', '--force', '-x']) {
      const restore = await post(editor, { action: 'restoreVersion', params: { path: FILE, commit: versions[0]!.commit, collection: 'pages', slug } });
      expect(restore.status, slug).toBe(422);
      expect(restore.json.error).toMatch(/нужно имя записи/);
    }
    // another collection's form cannot bring a page's text back into its draft
    const elsewhere = await post(editor, { action: 'restoreVersion', params: { path: FILE, commit: versions[0]!.commit, collection: 'staff', slug: 'about' } });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json.error).toMatch(/^Запись не сохранена/);
    // nothing written, no draft made, the server still answers — and only an editor reaches it
    expect(existsSync(output)).toBe(false);
    expect(fixture.git(['--git-dir', fixture.bare, 'branch', '--list', 'cms/*'])).toBe('');
    expect((await post(editor, { action: 'info' })).status).toBe(200);
    expect((await post(undefined, { action: 'entryHistory', params: { path: FILE } })).status).toBe(401);
    expect((await post(await loggedIn(COORDINATOR), { action: 'entryHistory', params: { path: FILE } })).status).toBe(403);
  });
});

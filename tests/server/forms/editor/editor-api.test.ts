import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEGABYTE, PICTURE_SAVE_LIMIT } from '../../../../common/editor/picture-limits.ts';
import { generatePhoto } from '../../../../testing/images/generate-photo.ts';
import { readAudit } from '../../../../server/forms/inbox/audit/audit-log.ts';
import { EDITOR_BODY_LIMIT } from '../../../../server/forms/editor/editor-routes.ts';
import { ORIGIN, Visitor } from '../inbox/inbox-fixture.ts';
import { ABOUT, BOTH, COORDINATOR, EDITOR, editorFixture, type EditorFixture } from './editor-fixture.ts';

// The web editor's API on the inbox's origin (docs/web-editor.md, «The deployed editor»): who may
// reach it, what it refuses, and the editorial workflow on real git — a save is a commit on a draft
// branch, the check of the draft is answered, «Опубликовать» pushes the site's branch to the
// site's repository only when the check passed; every write in the audit log.

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await editorFixture();
}, 60_000);
afterAll(() => fixture?.close());

const API = '/admin/api/v1';

async function post(visitor: Visitor | undefined, body: string | object, headers: Record<string, string> = { origin: ORIGIN }) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: API,
    headers: { cookie: visitor?.cookieHeader() ?? '', host: new URL(ORIGIN).host, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, type: response.headers['content-type'], json: response.json<Record<string, unknown>>() };
}

async function loggedIn(account: { login: string; password: string }): Promise<Visitor> {
  const visitor = new Visitor({ app: fixture.app });
  const response = await visitor.login(account);
  expect(response.statusCode).toBe(303);
  return visitor;
}

const persist = (raw: string, file = 'content/pages/about.md', slug = 'about') => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug, path: file, raw }],
    assets: [],
    options: { collectionName: 'pages', commitMessage: `Правка ${file}`, useWorkflow: true, status: 'draft' },
  },
});

async function checked(visitor: Visitor, slug: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { json } = await post(visitor, { action: 'draftCheck', params: { collection: 'pages', slug } });
    if (json.state === 'done') return json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the check never ended');
}

describe('who reaches the web editor', () => {
  it('answers a request without a session 401 in JSON, and its page with the login', async () => {
    const answer = await post(undefined, { action: 'info' });
    expect(answer.status).toBe(401);
    expect(answer.type).toContain('application/json');
    expect(answer.json.error).toMatch(/войдите/);
    const page = await fixture.app.inject({ method: 'GET', url: '/admin/' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('name="password"');
  });

  it('sends an editor to /admin/ after the login, and serves the editor there', async () => {
    const visitor = new Visitor({ app: fixture.app });
    const response = await visitor.login(EDITOR);
    expect(response.headers.location).toBe('/admin/');
    const page = await visitor.get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Редактор</title>');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('refuses a coordinator without the editor role 403, and logs it', async () => {
    const visitor = await loggedIn(COORDINATOR);
    const answer = await post(visitor, { action: 'info' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/только редакторам/);
    expect((await visitor.get('/admin/')).statusCode).toBe(403);
    const entries = await readAudit(fixture.db, { limit: 5 });
    expect(entries.some((entry) => entry.actor === COORDINATOR.login && entry.action === 'denied' && entry.detail?.includes(API))).toBe(true);
  });

  it('refuses an editor without the coordinator role the submissions, 403', async () => {
    const visitor = await loggedIn(EDITOR);
    const queue = await visitor.get('/');
    expect(queue.statusCode).toBe(403);
    expect(queue.body).toContain('Заявки доступны только координаторам');
    // its header offers the editor, not the submissions
    expect(queue.body).toContain('<a href="/admin/">Редактор сайта</a>');
    expect(queue.body).not.toContain('>Заявки<');
  });

  it('lets an account with both roles reach both; a login asked for on /admin/ goes back there', async () => {
    const visitor = await loggedIn(BOTH);
    const queue = await visitor.get('/');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain('<a href="/admin/">Редактор сайта</a>');
    expect((await post(visitor, { action: 'info' })).status).toBe(200);
    const fromEditor = new Visitor({ app: fixture.app });
    const page = await fromEditor.get('/admin/');
    expect(page.body).toContain('<input type="hidden" name="next" value="/admin/"/>');
    const login = await fromEditor.post('/login', { login: BOTH.login, password: BOTH.password, code: '', next: '/admin/' });
    expect(login.headers.location).toBe('/admin/');
    // nowhere else: the queue
    const elsewhere = new Visitor({ app: fixture.app });
    await elsewhere.get('/login');
    expect((await elsewhere.post('/login', { login: BOTH.login, password: BOTH.password, code: '', next: 'https://evil.example/' })).headers.location).toBe(
      '/',
    );
  });

  it('refuses a request from another origin, or one that names none', async () => {
    const visitor = await loggedIn(EDITOR);
    expect((await post(visitor, { action: 'info' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(visitor, { action: 'info' }, { 'sec-fetch-site': 'cross-site', origin: ORIGIN })).status).toBe(403);
    const none = await post(visitor, { action: 'info' }, {});
    expect(none.status).toBe(403);
    expect(none.json.error).toMatch(/не со страницы редактора/);
  });
});

describe('hostile requests', () => {
  it('answers each with a JSON error and keeps answering', async () => {
    const visitor = await loggedIn(EDITOR);
    const huge = await post(visitor, JSON.stringify({ action: 'info', pad: 'x'.repeat(EDITOR_BODY_LIMIT + 10) }));
    expect(huge.status).toBe(413);
    expect(huge.json.error).toMatch(/^Файл слишком большой: сохранить можно картинку до 40 МБ\./);
    const deep = await post(visitor, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deep.status).toBe(400);
    expect((await post(visitor, '{"action": "info"')).status).toBe(400);
    expect((await post(visitor, { action: 'nothing' })).status).toBe(422);
    expect((await post(visitor, 'action=info', { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    for (const file of [
      '../../etc/passwd',
      'content/../deploy/x',
      '/etc/passwd',
      'content/./pages/about.md',
      'content\\..\\x',
      'deploy/publish/publish',
      'content//pages/a.md',
    ]) {
      const read = await post(visitor, { action: 'getEntry', params: { branch: 'main', path: file } });
      expect(read.status, file).toBe(422);
      const write = await post(visitor, persist(ABOUT, file));
      expect(write.status, file).toBe(422);
      expect(typeof write.json.error).toBe('string');
    }
    expect((await post(visitor, { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/..', extension: 'md', depth: 1 } })).status).toBe(422);
    expect((await post(visitor, { action: 'unpublishedEntry', params: { branch: 'main', collection: 'pages', slug: '../../x' } })).status).toBe(422);
    // nothing of it reached the site's repository, and the server still answers
    expect(fixture.git(['--git-dir', fixture.bare, 'branch', '--list', 'cms/*'])).toBe('');
    expect((await post(visitor, { action: 'info' })).status).toBe(200);
  });

  it('refuses a text its collection cannot read (the save guard), and writes nothing', async () => {
    const visitor = await loggedIn(EDITOR);
    const answer = await post(visitor, persist('no frontmatter here'));
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatch(/^Запись не сохранена/);
    expect(fixture.git(['--git-dir', fixture.repository.dir, 'branch', '--list', 'cms/*'])).toBe('');
  });

  it('refuses writing straight onto the site’s branch', async () => {
    const visitor = await loggedIn(EDITOR);
    const answer = await post(visitor, {
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: 'content/public/x.png', content: '', encoding: 'base64' } },
    });
    expect(answer.status).toBe(403);
  });
});

describe('a photo saved with its entry', () => {
  it('takes a 12+ MB camera JPEG into the draft, refuses a body past the limit in words about the file, and still answers', async () => {
    const visitor = await loggedIn(EDITOR);
    // a camera's 24-megapixel photo with grain: what a phone or a camera hands the editor
    const photo = await generatePhoto({ width: 6000, height: 4000, orientation: 1, grain: 60 });
    expect(photo.length).toBeGreaterThan(12 * MEGABYTE);
    const file = 'content/public/images/news/kamera.jpg';
    const page = `---\ntitle: Фотографии\ndescription: Снимки клиники\n---\n\n![Фото](/images/news/kamera.jpg)\n`;
    const withPhoto = persist(page, 'content/pages/photos.md', 'photos');
    withPhoto.params.assets = [{ path: file, content: photo.toString('base64'), encoding: 'base64' }] as never[];
    const saved = await post(visitor, withPhoto);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // in the draft, byte for byte; the site's branch untouched
    const stored = spawnSync('git', ['--git-dir', fixture.bare, 'cat-file', 'blob', `cms/pages/photos:${file}`], { maxBuffer: 64 * MEGABYTE });
    expect(stored.status).toBe(0);
    expect(createHash('sha256').update(stored.stdout).digest('hex')).toBe(createHash('sha256').update(photo).digest('hex'));
    expect(() => fixture.git(['--git-dir', fixture.bare, 'cat-file', '-e', `main:${file}`])).toThrow();

    // a 41 МБ picture, past the limit: refused before it is parsed, in the editor's words, with the limit
    const tooLarge = persist(page, 'content/pages/photos.md', 'photos');
    tooLarge.params.assets = [
      { path: 'content/public/images/news/scan.jpg', content: 'A'.repeat(Math.ceil(((PICTURE_SAVE_LIMIT + MEGABYTE) * 4) / 3)), encoding: 'base64' },
    ] as never[];
    const refused = await post(visitor, tooLarge);
    expect(refused.status).toBe(413);
    expect(refused.type).toContain('application/json');
    expect(refused.json.error).toBe(
      'Файл слишком большой: сохранить можно картинку до 40 МБ. Сохраните её уменьшенную копию (например, 4000 пикселей по длинной стороне) и загрузите снова.',
    );
    expect((await post(visitor, { action: 'info' })).status).toBe(200);
    expect((await post(visitor, { action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'photos' } })).status).toBe(200);
  }, 60_000);
});

describe('the picture panel’s crop', () => {
  const crop = async (
    visitor: Visitor | undefined,
    body: Buffer,
    query = 'slot=newsCard&width=3000&height=4000',
    headers: Record<string, string> = { origin: ORIGIN },
  ) => {
    const response = await fixture.app.inject({
      method: 'POST',
      url: `/admin/picture-crop?${query}`,
      headers: { cookie: visitor?.cookieHeader() ?? '', host: new URL(ORIGIN).host, 'content-type': 'application/octet-stream', ...headers },
      payload: body,
    });
    return { status: response.statusCode, type: response.headers['content-type'], json: response.json<Record<string, unknown>>() };
  };

  it('answers an editor the build’s crop; refuses anyone else and every hostile body in JSON, in Russian, and goes on answering', async () => {
    const photo = await generatePhoto({ width: 1000, height: 750, orientation: 6, grain: 20 });
    expect((await crop(undefined, photo, 'slot=newsCard&width=750&height=1000')).status).toBe(401);
    expect((await crop(await loggedIn(COORDINATOR), photo, 'slot=newsCard&width=750&height=1000')).status).toBe(403);
    const editor = await loggedIn(EDITOR);
    expect((await crop(editor, photo, 'slot=newsCard&width=750&height=1000', { origin: 'https://evil.example' })).status).toBe(403);

    const answered = await crop(editor, photo, 'slot=newsCard&width=750&height=1000');
    expect(answered.status, JSON.stringify(answered.json)).toBe(200);
    expect(answered.json).toMatchObject({ variant: { width: 750, height: 563 }, crop: { left: 0, width: 1 } });

    const truncated = await crop(editor, photo.subarray(0, photo.length / 2));
    expect(truncated.status).toBe(422);
    expect(truncated.json.error).toMatch(/^Файл картинки обрезан/);
    const text = await crop(editor, Buffer.from('{"action":"info"}'));
    expect(text.json.error).toMatch(/^Файл не читается как картинка/);
    const huge = await crop(editor, Buffer.alloc(13 * MEGABYTE));
    expect(huge.status).toBe(413);
    expect(huge.type).toContain('application/json');
    expect(huge.json.error).toMatch(/^Файл слишком большой для показа обрезки: больше 12 МБ\.$/);
    // the crop's body is not the API's: JSON there, bytes here
    expect((await post(editor, '{"action":"info"}', { origin: ORIGIN, 'content-type': 'application/octet-stream' })).status).toBe(422);
    expect((await crop(editor, photo, 'slot=newsCard&width=750&height=1000')).status).toBe(200);
  }, 60_000);
});

describe('the editorial workflow on git', () => {
  it('reads the site’s entries, saves a draft, answers its check, publishes it through the site’s repository, every write logged', async () => {
    const visitor = await loggedIn(EDITOR);
    const listed = await post(visitor, { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/pages', extension: 'md', depth: 5 } });
    expect(listed.json).toEqual([{ data: ABOUT, file: { path: 'content/pages/about.md', id: expect.stringMatching(/^[0-9a-f]{40}$/) } }]);

    const edited = ABOUT.replace('Мы лечим детей.', 'Мы лечим детей с 2005 года.');
    expect((await post(visitor, persist(edited))).status).toBe(200);
    expect(fixture.git(['--git-dir', fixture.bare, 'show', 'cms/pages/about:content/pages/about.md'])).toContain('с 2005 года');
    // the site's branch is untouched until «Опубликовать»
    expect(fixture.git(['--git-dir', fixture.bare, 'show', 'main:content/pages/about.md'])).not.toContain('с 2005 года');
    expect((await post(visitor, { action: 'unpublishedEntries', params: { branch: 'main' } })).json).toEqual(['pages/about']);
    const entry = await post(visitor, { action: 'unpublishedEntry', params: { branch: 'main', id: 'pages/about' } });
    expect(entry.json).toMatchObject({
      collection: 'pages',
      slug: 'about',
      status: 'draft',
      diffs: [
        { path: 'content/pages/about.md', newFile: false, id: fixture.git(['--git-dir', fixture.bare, 'rev-parse', 'cms/pages/about:content/pages/about.md']) },
      ],
    });
    expect(await checked(visitor, 'about')).toMatchObject({ ok: true });

    const published = await post(visitor, { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'about' } });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(fixture.git(['--git-dir', fixture.bare, 'show', 'main:content/pages/about.md'])).toContain('с 2005 года');
    expect(fixture.git(['--git-dir', fixture.bare, 'log', '-1', '--format=%an', 'main'])).toBe(EDITOR.displayName);
    expect(fixture.git(['--git-dir', fixture.bare, 'branch', '--list', 'cms/*'])).toBe('');

    const entries = await readAudit(fixture.db, { limit: 20 });
    const mine = entries.filter((entry) => entry.actor === EDITOR.login).map((entry) => `${entry.action} ${entry.detail}`);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^editor_save cms\/pages\/about: content\/pages\/about\.md$/),
        expect.stringMatching(/^editor_publish cms\/pages\/about → [0-9a-f]{7}$/),
      ]),
    );
  });

  it('refuses to publish a draft whose check fails, while another editor’s draft publishes', async () => {
    const editor = await loggedIn(EDITOR);
    const other = await loggedIn(BOTH);
    const current = fixture.git(['--git-dir', fixture.bare, 'show', 'main:content/pages/about.md']);
    expect((await post(editor, persist(current.replace('с 2005 года.', 'с 2005 года. [Цены](/prise)')))).status).toBe(200);
    const contacts = `---\ntitle: Контакты\ndescription: Как нас найти\n---\n\n# Контакты\n`;
    expect((await post(other, persist(contacts, 'content/pages/contacts.md', 'contacts'))).status).toBe(200);

    const failing = await checked(editor, 'about');
    expect(failing).toMatchObject({ ok: false, problems: [{ message: 'ссылка на /prise никуда не ведёт' }] });
    const refused = await post(editor, { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'about' } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('Не опубликовано. Проверка нашла 1 ошибку. Ошибки названы в панели «Проверка сайта» после сохранения черновика.');
    expect(fixture.git(['--git-dir', fixture.bare, 'show', 'main:content/pages/about.md'])).not.toContain('/prise');

    const published = await post(other, { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'contacts' } });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(fixture.git(['--git-dir', fixture.bare, 'show', 'main:content/pages/contacts.md'])).toBe(contacts.trimEnd());
    // the failing draft is kept, to be corrected
    expect((await post(editor, { action: 'unpublishedEntries', params: { branch: 'main' } })).json).toEqual(['pages/about']);
    const refusals = (await readAudit(fixture.db, { limit: 20 })).filter((entry) => entry.action === 'editor_refused' && entry.actor === EDITOR.login);
    expect(refusals.map((entry) => entry.detail)).toContain('publish cms/pages/about');
  });
});

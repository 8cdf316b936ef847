import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';
import { freePort, NGINX, startNginx, type RunningNginx } from '../../testing/start-nginx.ts';

// The publishing path with real git (docs/deploy.md, «Publishing»): a bare repository with
// deploy/publish/post-receive installed, pushes from a clone of this project whose content is the
// small fixture (each build takes seconds, not the real site's minute), releases under the
// test's own PUBLISH_ROOT, and — when nginx is installed — deploy/nginx/site.conf serving them.
// The tests follow one another: each pushes on top of the last.

const FIXTURE = path.join(ROOT, 'tests/pipeline/fixtures/good');

let dir: string;
let bare: string;
let work: string;
let siteRoot: string;
let nginx: RunningNginx | undefined;
/** every push started, each the leader of its own process group (hook, publisher and build included) */
const pushes: ChildProcess[] = [];

/** the pushes' environment: no settings file, the fixture's sample values allowed, three releases kept */
const publishEnv = () => ({
  ...process.env,
  PUBLISH_SETTINGS: path.join(dir, 'no-settings.env'),
  PUBLISH_ROOT: siteRoot,
  PUBLISH_KEEP: '3',
  PUBLISH_TIME_ZONE: 'Asia/Novosibirsk',
  ALLOW_SAMPLE_DATA: '1',
  // the fixture's builds need no web editor at /admin/
  WEB_EDITOR: 'off',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Редактор',
  GIT_AUTHOR_EMAIL: 'editor@clinic.example',
  GIT_COMMITTER_NAME: 'Редактор',
  GIT_COMMITTER_EMAIL: 'editor@clinic.example',
});

function git(args: string[], cwd = work): string {
  const result = spawnSync('git', args, { cwd, env: publishEnv(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** writes the files (paths in the clone) and commits them; returns the commit */
function commit(message: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), text);
  }
  git(['add', '-A']);
  git(['commit', '-q', '-m', message]);
  return git(['rev-parse', 'HEAD']);
}

interface Pushed {
  code: number | null;
  output: string;
}

/** `git push` of a commit to the site's branch, its output as the editor sees it */
function startPush(revision: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn('git', ['push', bare, `${revision}:refs/heads/main`], { cwd: work, env: { ...publishEnv(), ...env }, detached: true });
  pushes.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const done = new Promise<Pushed>((resolve) => child.once('close', (code) => resolve({ code, output })));
  return { child, done };
}

const push = (revision: string, env?: NodeJS.ProcessEnv) => startPush(revision, env).done;

/** deploy/publish/publish as the administrator runs it */
function publishCommand(args: string[], env: NodeJS.ProcessEnv = {}): { code: number | null; output: string } {
  const result = spawnSync(path.join(ROOT, 'deploy/publish/publish'), args, {
    env: { ...publishEnv(), PUBLISH_REPOSITORY: bare, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const current = () => path.basename(readlinkSync(path.join(siteRoot, 'current')));
const releases = () => readdirSync(path.join(siteRoot, 'releases')).sort();
const liveFile = (file: string) => readFileSync(path.join(siteRoot, 'current', file), 'utf8');
const status = () =>
  JSON.parse(readFileSync(path.join(siteRoot, 'status/status.json'), 'utf8')) as { state: string; summary: string; details: string[]; pid?: number };
const short = (commit: string) => commit.slice(0, 7);

/** every file of a release with its bytes' hash: the live set, to compare before and after */
function digest(releaseDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of readdirSync(releaseDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(releaseDir, file);
    if (existsSync(full) && !readdirSafe(full)) files[file] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

function readdirSafe(file: string): boolean {
  try {
    readdirSync(file);
    return true;
  } catch {
    return false;
  }
}

/** the live processes working in the folder (zombies are dead) */
function processesIn(folder: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readlinkSync(`/proc/${name}/cwd`).startsWith(folder) && isRunning(Number(name));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** a killed process is gone once it is reaped or a zombie */
function isRunning(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitUntil(what: string, condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const indexPage = (greeting: string) => readFileSync(path.join(FIXTURE, 'pages/index.md'), 'utf8').replace('## Добро пожаловать', `## ${greeting}`);
const aboutPage = readFileSync(path.join(FIXTURE, 'pages/about.md'), 'utf8');

describe('publishing a push to the site’s branch', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    siteRoot = path.join(dir, 'site');
    bare = path.join(dir, 'clinic.git');
    work = path.join(dir, 'work');
    // this project as it is now, with the fixture for its content
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .stdout.split('\0')
      .filter((file) => file !== '' && !file.startsWith('tests/') && !file.startsWith('content/') && existsSync(path.join(ROOT, file)));
    for (const file of files) cpSync(path.join(ROOT, file), path.join(work, file));
    cpSync(FIXTURE, path.join(work, 'content'), { recursive: true });
    git(['init', '-q', '--bare', '-b', 'main', bare], dir);
    mkdirSync(path.join(bare, 'hooks'), { recursive: true });
    spawnSync('ln', ['-s', path.join(ROOT, 'deploy/publish/post-receive'), path.join(bare, 'hooks/post-receive')]);
    git(['init', '-q', '-b', 'main']);
    const first = commit('Первая версия сайта', {});
    const pushed = await push(first);
    expect(pushed.output).toContain(`Опубликовано: на сайте версия ${short(first)} «Первая версия сайта».`);
    if (NGINX !== undefined) {
      const port = await freePort();
      const site = (await readFile(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8'))
        .replace('listen 8080;', `listen 127.0.0.1:${port};`)
        .replace('/etc/nginx/clinic-editors.htpasswd', path.join(dir, 'editors.htpasswd'));
      writeFileSync(path.join(dir, 'editors.htpasswd'), 'editor:{PLAIN}пароль-редактора\n');
      nginx = await startNginx(dir, site, port);
    }
  }, 120_000);

  afterAll(async () => {
    // a test that failed half-way may leave a push running: it and everything under it go
    for (const child of pushes) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await nginx?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds a good commit and switches the live site to it, old visitors’ files kept', async () => {
    const before = current();
    const oldHtml = liveFile('dist/index.html');
    const oldStylesheet = /href="\/assets\/(style-[^"]+\.css)"/.exec(oldHtml)![1]!;
    // new content, and a change of style, so that the app's hashed files change too
    const css = readFileSync(path.join(work, 'app/styles/global.css'), 'utf8');
    const good = commit('Новое приветствие', {
      'content/pages/index.md': indexPage('Здравствуйте'),
      'app/styles/global.css': `${css}\n.publish-check { color: inherit; }\n`,
    });

    const pushed = await push(good);

    expect(pushed.code).toBe(0);
    expect(pushed.output).toContain(`remote: Публикация версии ${short(good)} «Новое приветствие»: сборка и проверка…`);
    expect(pushed.output).toContain(`remote: Опубликовано: на сайте версия ${short(good)} «Новое приветствие».`);
    expect(readlinkSync(path.join(siteRoot, 'current'))).toBe(`releases/${good}`);
    expect(releases()).toEqual([before, good].sort());
    const html = liveFile('dist/index.html');
    expect(html).toContain('Здравствуйте');
    expect(html).not.toContain('Добро пожаловать');
    expect(JSON.parse(liveFile('dist-data/api/page/index.json')).title).toBe('Главная');
    // a page opened before the switch still finds its stylesheet
    const newStylesheet = /href="\/assets\/(style-[^"]+\.css)"/.exec(html)![1]!;
    expect(newStylesheet).not.toBe(oldStylesheet);
    expect(existsSync(path.join(siteRoot, 'current/dist/assets', oldStylesheet))).toBe(true);
    expect(status()).toMatchObject({ state: 'published' });
    expect(readdirSync(path.join(siteRoot, 'builds'))).toEqual([]);

    if (nginx !== undefined) {
      expect(await (await fetch(`${nginx.base}/`)).text()).toContain('Здравствуйте');
      expect((await fetch(`${nginx.base}/assets/${oldStylesheet}`)).status).toBe(200);
      expect((await fetch(`${nginx.base}/publishing/`)).status).toBe(401);
      const page = await fetch(`${nginx.base}/publishing/`, {
        headers: { authorization: `Basic ${Buffer.from('editor:пароль-редактора').toString('base64')}` },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Опубликовано: на сайте версия ${short(good)}`);
    }
  });

  it('publishes nothing for a broken link and tells the editor why, in Russian', async () => {
    const live = current();
    const liveSet = digest(path.join(siteRoot, 'releases', live));
    const broken = commit('Ссылка на цены', { 'content/pages/about.md': `${aboutPage}\nСм. [цены](/prise).\n` });
    const line = aboutPage.split('\n').length + 1;

    const pushed = await push(broken);

    // the push itself is kept: the branch holds the editor's work, the site does not show it
    expect(pushed.code).toBe(0);
    expect(git(['ls-remote', bare, 'refs/heads/main']).split('\t')[0]).toBe(broken);
    expect(pushed.output).toContain(`remote: content/pages/about.md:${line}:12 error link-broken ссылка на /prise никуда не ведёт`);
    expect(pushed.output).toMatch(
      new RegExp(
        `remote: Сайт не изменился: в версии ${short(broken)} «Ссылка на цены» 1 ошибка в содержимом, каждая названа с файлом и строкой\\. Исправьте и сохраните снова; на сайте по-прежнему версия ${short(live)} «Новое приветствие», опубликованная \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d\\.`,
      ),
    );
    expect(pushed.output).not.toContain('Опубликовано');
    expect(current()).toBe(live);
    expect(releases()).not.toContain(broken);
    expect(digest(path.join(siteRoot, 'releases', live))).toEqual(liveSet);
    expect(status()).toMatchObject({ state: 'failed', details: [expect.stringContaining('error link-broken ссылка на /prise никуда не ведёт')] });
    const page = readFileSync(path.join(siteRoot, 'status/index.html'), 'utf8');
    expect(page).toContain('<strong>Не опубликовано</strong>');
    expect(page).toContain('ссылка на /prise никуда не ведёт');
    if (nginx !== undefined) expect(await (await fetch(`${nginx.base}/`)).text()).toContain('Здравствуйте');
  });

  it('checks a version without publishing it: `publish check` answers in JSON, the site unchanged', () => {
    const live = current();
    const liveSet = digest(path.join(siteRoot, 'releases', live));
    // the broken link the test before pushed
    const broken = git(['rev-parse', 'HEAD']);
    const reportOf = (output: string) => JSON.parse(output.split('\n').find((line) => line.startsWith('{'))!) as Record<string, unknown>;

    const refused = publishCommand(['check', broken]);
    expect(refused.code, refused.output).toBe(1);
    expect(reportOf(refused.output)).toMatchObject({
      ok: false,
      commit: broken,
      summary: 'Проверка нашла 1 ошибку: пока их не исправят, эту версию не опубликовать.',
      problems: [
        { severity: 'error', code: 'link-broken', file: 'content/pages/about.md', message: expect.stringMatching(/^ссылка на \/prise никуда не ведёт/) },
      ],
    });
    const passed = publishCommand(['check', live]);
    expect(passed.code, passed.output).toBe(0);
    expect(reportOf(passed.output)).toMatchObject({ ok: true, commit: live, problems: [] });
    expect(publishCommand(['check', 'no-such-version']).code).toBe(1);

    expect(current()).toBe(live);
    expect(digest(path.join(siteRoot, 'releases', live))).toEqual(liveSet);
    expect(status()).toMatchObject({ state: 'failed' });
  });

  it('leaves the old release live when the build is killed mid-way, and builds it again when asked', async () => {
    const live = current();
    const liveSet = digest(path.join(siteRoot, 'releases', live));
    // the next commit mends the link
    const next = commit('Исправлена ссылка; новое приветствие', { 'content/pages/about.md': aboutPage, 'content/pages/index.md': indexPage('Добрый день') });
    const { child, done } = startPush(next);
    // Vite is writing the app: the build is half done
    await waitUntil('the build writes the app', () => existsSync(path.join(siteRoot, 'builds', next, 'dist.staging')));
    const publisher = status().pid!;
    process.kill(-child.pid!, 'SIGKILL');
    await done;
    await waitUntil('the publisher has died', () => !isRunning(publisher));

    expect(current()).toBe(live);
    expect(releases()).not.toContain(next);
    expect(digest(path.join(siteRoot, 'releases', live))).toEqual(liveSet);
    const interrupted = publishCommand(['status']);
    expect(interrupted.output).toContain(`Публикация версии ${short(next)} «Исправлена ссылка; новое приветствие»: сборка и проверка…`);
    expect(interrupted.output).toMatch(/Эта публикация прервана: её процесса \d+ больше нет; сайт не изменился\./);

    // the administrator publishes the branch again; what the killed build left is cleared first
    const again = publishCommand(['commit', 'main']);
    expect(again.output).toContain(`Опубликовано: на сайте версия ${short(next)}`);
    expect(again.code).toBe(0);
    expect(current()).toBe(next);
    expect(liveFile('dist/index.html')).toContain('Добрый день');
    expect(readdirSync(path.join(siteRoot, 'builds'))).toEqual([]);
  });

  it('takes two pushes at once one after the other and ends with the later one live', async () => {
    const first = commit('Первая из двух', { 'content/pages/index.md': indexPage('Первая из двух') });
    const second = commit('Вторая из двух', { 'content/pages/index.md': indexPage('Вторая из двух') });
    const one = startPush(first);
    await waitUntil('the first push builds', () => existsSync(path.join(siteRoot, 'builds', first)));
    const two = startPush(second);
    const [pushedOne, pushedTwo] = await Promise.all([one.done, two.done]);

    expect(pushedOne.output).toContain(`Опубликовано: на сайте версия ${short(first)}`);
    expect(pushedTwo.output).toContain('Идёт другая публикация: эта начнётся, как только та закончится.');
    expect(pushedTwo.output).toContain(`Опубликовано: на сайте версия ${short(second)}`);
    // one publication at a time: each began after the one before it ended
    const log = readFileSync(path.join(siteRoot, 'publish.log'), 'utf8').split('\n');
    const at = (text: string) => log.findIndex((line) => line.includes(text));
    expect(at(`Публикация версии ${short(first)}`)).toBeLessThan(at(`на сайте версия ${short(first)}`));
    expect(at(`на сайте версия ${short(first)}`)).toBeLessThan(at(`Публикация версии ${short(second)}`));
    expect(at(`Публикация версии ${short(second)}`)).toBeLessThan(at(`на сайте версия ${short(second)}`));
    expect(current()).toBe(second);
    expect(liveFile('dist/index.html')).toContain('Вторая из двух');
    // three kept (PUBLISH_KEEP), the oldest removed, none half-made
    expect(releases()).toHaveLength(3);
    expect(releases()).toEqual(expect.arrayContaining([first, second]));
    for (const release of releases()) expect(existsSync(path.join(siteRoot, 'releases', release, 'release.json'))).toBe(true);
    if (nginx !== undefined) expect(await (await fetch(`${nginx.base}/`)).text()).toContain('Вторая из двух');
  });

  it('rolls back to the previous release at once, and forward again', async () => {
    const latest = current();
    const back = publishCommand(['rollback']);
    expect(back.code).toBe(0);
    expect(back.output).toMatch(/^Возврат: на сайте снова версия [0-9a-f]{7} «Первая из двух» вместо [0-9a-f]{7} «Вторая из двух»\./);
    expect(liveFile('dist/index.html')).toContain('Первая из двух');
    expect(current()).not.toBe(latest);
    expect(status()).toMatchObject({ state: 'rolled-back' });
    expect(publishCommand(['releases']).output).toMatch(/^\* [0-9a-f]{7} «Первая из двух», на сайте с .+\n {2}[0-9a-f]{7} «Вторая из двух», была на сайте с /);

    expect(publishCommand(['rollback', short(latest)]).code).toBe(0);
    expect(current()).toBe(latest);
    // publishing what is live, or what it already holds, changes nothing: the site never goes back
    const same = publishCommand(['commit', latest]);
    expect(same.output).toMatch(/^Версия [0-9a-f]{7} «Вторая из двух» уже на сайте: публиковать нечего\.$/m);
    const older = publishCommand(['commit', `${latest}~1`]);
    expect(older.code).toBe(0);
    expect(older.output).toMatch(
      /^Изменения версии [0-9a-f]{7} «Первая из двух» уже на сайте: они вошли в опубликованную версию [0-9a-f]{7} «Вторая из двух»\.$/m,
    );
    expect(current()).toBe(latest);
    const unknown = publishCommand(['rollback', 'abcdef0']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Выпуска «abcdef0» нет среди сохранённых');
    if (nginx !== undefined) expect(await (await fetch(`${nginx.base}/`)).text()).toContain('Вторая из двух');
  });

  it('builds the live version again each day, so that a news item dated the next day appears then', async () => {
    const news = [
      '---',
      'title: День открытых дверей',
      'description: Клиника приглашает семьи на день открытых дверей.',
      'date: 2026-12-05',
      'picture:',
      '  src: /images/plan.svg',
      '  alt: План клиники',
      '---',
      '',
      'Приходите познакомиться с врачами клиники.',
      '',
    ].join('\n');
    const scheduled = commit('Новость на завтра', { 'content/pages/news/open-day.md': news });
    const newsFile = 'dist-data/api/page/news/open-day.json';
    const pushed = await push(scheduled, { BUILD_DATE: '2026-12-04' });
    expect(pushed.output).toContain(`Опубликовано: на сайте версия ${short(scheduled)} «Новость на завтра».`);
    expect(existsSync(path.join(siteRoot, 'current', newsFile))).toBe(false);

    // the next day the timer's rebuild of the same commit publishes it; publishing it is still "nothing to do"
    const rebuilt = publishCommand(['rebuild'], { BUILD_DATE: '2026-12-05' });
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.output).toContain(`Опубликовано: на сайте версия ${short(scheduled)} «Новость на завтра».`);
    expect(current()).toMatch(new RegExp(`^${scheduled}-\\d{8}T\\d{6}Z$`));
    expect(JSON.parse(liveFile(newsFile)).title).toBe('День открытых дверей');
    expect(publishCommand(['commit', scheduled]).output).toContain('уже на сайте: публиковать нечего');
    if (nginx !== undefined) expect((await fetch(`${nginx.base}/news/open-day`)).status).toBe(200);
    // the later tests' builds run on today: a news item of another day would add its warning there
    git(['rm', '-q', 'content/pages/news/open-day.md']);
    git(['commit', '-q', '-m', 'Новость снята']);
  });

  it('publishes nothing for another branch, a deleted branch, unknown versions or changed packages', async () => {
    const live = current();
    const before = readFileSync(path.join(siteRoot, 'status/status.json'), 'utf8');
    const draft = commit('Черновик', { 'content/pages/index.md': indexPage('Черновик') });
    const toDraft = spawnSync('git', ['push', bare, `${draft}:refs/heads/cms/draft`], { cwd: work, env: publishEnv(), encoding: 'utf8' });
    expect(toDraft.status).toBe(0);
    expect(toDraft.stderr).not.toContain('Публикация');
    const deleted = spawnSync('git', ['push', bare, ':refs/heads/cms/draft'], { cwd: work, env: publishEnv(), encoding: 'utf8' });
    expect(deleted.stderr).not.toContain('Публикация');
    expect(readFileSync(path.join(siteRoot, 'status/status.json'), 'utf8')).toBe(before);

    for (const revision of ['-rf', '0000000', 'no-such-branch']) {
      const refused = publishCommand(['commit', revision]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Публикация невозможна: версии «${revision}» нет в хранилище сайта.`);
    }

    const lock = readFileSync(path.join(work, 'package-lock.json'), 'utf8');
    const packages = commit('Новый пакет', { 'package-lock.json': `${lock}\n` });
    const pushed = await push(packages);
    expect(pushed.output).toContain(`Сайт не изменился: в версии ${short(packages)} «Новый пакет» другой список пакетов (package-lock.json)`);
    expect(current()).toBe(live);
    commit('Прежние пакеты', { 'package-lock.json': lock });
  });

  it('answers the push at once in the background and puts the result on the status page', async () => {
    const live = current();
    const broken = commit('Снова сломанная ссылка <script>alert(1)</script>', { 'content/pages/about.md': `${aboutPage}\nСм. [цены](/prise).\n` });
    const pushed = await push(broken, { PUBLISH_IN_BACKGROUND: '1', PUBLISH_STATUS_URL: 'https://clinic.example/publishing/' });
    expect(pushed.output).toContain(`remote: Публикация версии ${short(broken)} начата. Итог — на странице публикации: https://clinic.example/publishing/.`);
    expect(pushed.output).not.toContain('link-broken');

    await waitUntil('the background publication ends', () => status().state === 'failed' && status().summary.includes(short(broken)));
    // its lock is let go of once it has ended
    expect(spawnSync('flock', ['-w', '30', path.join(siteRoot, 'publish.lock'), 'true']).status).toBe(0);
    expect(status().details).toEqual([expect.stringContaining('error link-broken ссылка на /prise никуда не ведёт')]);
    expect(readFileSync(path.join(siteRoot, 'publish.log'), 'utf8')).toContain(`Сайт не изменился: в версии ${short(broken)}`);
    expect(current()).toBe(live);
    // the commit's subject is the editor's text: on the page it is text, never markup
    const page = readFileSync(path.join(siteRoot, 'status/index.html'), 'utf8');
    expect(page).toContain('«Снова сломанная ссылка &lt;script&gt;alert(1)&lt;/script&gt;»');
    expect(page).not.toContain('<script');
  });

  it('stops a build that runs too long or is told to stop, all of it, and publishes nothing', async () => {
    const live = current();
    // a build that never ends: its process (under npm and a shell) holds the output open for ever
    const packageJson = readFileSync(path.join(work, 'package.json'), 'utf8');
    const hanging = packageJson.replace(
      '"build": "node --enable-source-maps tooling/bundles/run-bundle.mjs build"',
      '"build": "node -e \\"setInterval(() => {}, 1000)\\""',
    );
    expect(hanging).not.toBe(packageJson);
    const slow = commit('Сборка, которая зависла', { 'content/pages/about.md': aboutPage, 'package.json': hanging });
    const timedOut = await push(slow, { PUBLISH_BUILD_TIMEOUT: '2' });
    expect(timedOut.output).toContain(
      `remote: Сайт не изменился: сборка версии ${short(slow)} «Сборка, которая зависла» не удалась (не закончилась за 2 с и остановлена). Это не ошибка в тексте — сообщите администратору сайта;`,
    );
    await waitUntil('no process of the build is left', () => processesIn(path.join(siteRoot, 'builds')).length === 0, 10_000);
    expect(current()).toBe(live);

    // systemd stopping the publisher mid-build (SIGTERM): the build goes with it
    const stoppedCommit = commit('Остановленная сборка', { 'package.json': packageJson, 'content/pages/index.md': indexPage('Остановленная сборка') });
    const { done } = startPush(stoppedCommit);
    await waitUntil('the build writes the app', () => existsSync(path.join(siteRoot, 'builds', stoppedCommit, 'dist.staging')));
    process.kill(status().pid!, 'SIGTERM');
    const stopped = await done;
    expect(stopped.output).toContain(`remote: Сайт не изменился: публикация версии ${short(stoppedCommit)} «Остановленная сборка» прервана;`);
    await waitUntil('no process of the build is left', () => processesIn(path.join(siteRoot, 'builds')).length === 0, 10_000);
    expect(current()).toBe(live);
    expect(releases()).not.toContain(stoppedCommit);
    expect(readdirSync(path.join(siteRoot, 'builds'))).toEqual([]);
  });

  it('names a setting it cannot use, and says what failed on the server with what is live', () => {
    for (const [name, value, message] of [
      ['PUBLISH_KEEP', '0', 'Публикация не настроена: PUBLISH_KEEP должен быть целым числом от 1, а не «0».'],
      ['PUBLISH_KEEP', 'пять', 'Публикация не настроена: PUBLISH_KEEP должен быть целым числом от 1, а не «пять».'],
      ['PUBLISH_BUILD_TIMEOUT', '1.5', 'Публикация не настроена: PUBLISH_BUILD_TIMEOUT должен быть целым числом от 1, а не «1.5».'],
      ['PUBLISH_TIME_ZONE', 'Mars/Olympus', 'Публикация не настроена: PUBLISH_TIME_ZONE «Mars/Olympus» — не часовой пояс IANA'],
    ] as const) {
      const refused = publishCommand(['status'], { [name]: value });
      expect(refused.code, `${name}=${value}`).toBe(2);
      expect(refused.output).toContain(message);
    }
    const usage = publishCommand(['publish-everything']);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('использование:');

    // a site folder that cannot hold releases (here a file where the folder should be)
    const broken = path.join(dir, 'broken-site');
    mkdirSync(broken);
    writeFileSync(path.join(broken, 'releases'), '');
    const failed = publishCommand(['commit', 'main'], { PUBLISH_ROOT: broken });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(
      /^Публикация не удалась из-за ошибки на сервере \(.*releases.*\)\. Это не ошибка в тексте — сообщите администратору сайта; сайт пока не опубликован ни разу\.$/m,
    );
  });
});

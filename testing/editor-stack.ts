// The deployed web editor, whole, on this machine (docs/web-editor.md, «The deployed editor»): a
// copy of this project whose content is the small fixture, pushed to a bare «site's repository»
// with the real publishing hook (deploy/publish/post-receive, as tests/deploy/publish.test.ts
// installs it) and published once; the inbox's server on PGlite (in memory) with editors — password
// and second factor — and a coordinator, serving /admin/ from the run's shared build and the editor
// API over a working copy of the site's repository, each draft checked by the real publisher's
// `publish check`. Nothing of it is root's: every file is in a temporary folder.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readlinkSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAccount } from '../server/forms/inbox/accounts/staff-accounts.ts';
import { buildInboxApp, type InboxApp } from '../server/forms/inbox/http/inbox-app.ts';
import { openDatabase, type Database } from '../server/forms/database/database.ts';
import { migrate } from '../server/forms/database/migrate.ts';
import { loadCipher } from '../server/forms/cipher/field-cipher.ts';
import { DraftChecks } from '../server/forms/editor/draft-checks.ts';
import { SiteRepository } from '../server/forms/editor/site-repository.ts';
import { testBuildPaths } from './build/test-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const EDITOR_FIXTURE = path.join(ROOT, 'tests/pipeline/fixtures/good');

export interface StaffLogin {
  login: string;
  password: string;
  displayName: string;
  totpSecret: string | undefined;
}

export interface EditorStack {
  url: string;
  db: Database;
  bare: string;
  siteRoot: string;
  editors: [StaffLogin, StaffLogin];
  coordinator: StaffLogin;
  /** a file of the live release (site/current/…) */
  liveFile(file: string): string;
  /** a file of the site's branch in the site's repository */
  mainFile(file: string): string;
  close(): Promise<void>;
}

const KEY = Buffer.alloc(32, 7).toString('base64');

export async function startEditorStack(): Promise<EditorStack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-stack-'));
  const siteRoot = path.join(dir, 'site');
  const bare = path.join(dir, 'clinic.git');
  const work = path.join(dir, 'work');
  // what the hook's publications and the drafts' checks need: the fixture's sample values allowed, no editor built
  const publishing = {
    PUBLISH_SETTINGS: path.join(dir, 'no-settings.env'),
    PUBLISH_ROOT: siteRoot,
    PUBLISH_KEEP: '3',
    PUBLISH_TIME_ZONE: 'Asia/Novosibirsk',
    ALLOW_SAMPLE_DATA: '1',
    WEB_EDITOR: 'off',
  };
  const env = {
    ...process.env,
    ...publishing,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Разработчик',
    GIT_AUTHOR_EMAIL: 'dev@clinic.example',
    GIT_COMMITTER_NAME: 'Разработчик',
    GIT_COMMITTER_EMAIL: 'dev@clinic.example',
  };
  const git = (args: string[], cwd = work) => {
    const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };

  // the publisher's bundle as the sources are now (the hook and the check run it)
  const bundles = spawnSync(process.execPath, [path.join(ROOT, 'tooling/bundles/cli.mjs'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (bundles.status !== 0) throw new Error(`dist-node/ was not built: ${bundles.stderr}`);

  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .stdout.split('\0')
    .filter((file) => file !== '' && !file.startsWith('tests/') && !file.startsWith('content/') && existsSync(path.join(ROOT, file)));
  for (const file of files) cpSync(path.join(ROOT, file), path.join(work, file));
  cpSync(EDITOR_FIXTURE, path.join(work, 'content'), { recursive: true });
  git(['init', '-q', '--bare', '-b', 'main', bare], dir);
  mkdirSync(path.join(bare, 'hooks'), { recursive: true });
  spawnSync('ln', ['-s', path.join(ROOT, 'deploy/publish/post-receive'), path.join(bare, 'hooks/post-receive')]);
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'Первая версия сайта']);
  const pushed = spawnSync('git', ['push', bare, 'HEAD:refs/heads/main'], { cwd: work, env, encoding: 'utf8' });
  if (!pushed.stderr.includes('Опубликовано')) throw new Error(`the first publication failed: ${pushed.stderr}`);

  const repository = await SiteRepository.open({ dir: path.join(dir, 'working-copy.git'), origin: bare, branch: 'main', env: publishing });
  const checks = new DraftChecks(repository, {
    argv: [process.execPath, '--enable-source-maps', path.join(ROOT, 'dist-node/publish.mjs'), 'check'],
    cwd: ROOT,
    env: publishing,
  });
  const db = await openDatabase({});
  await migrate(db);
  const cipher = loadCipher({ RECEIVER_KEYS: `k1:${KEY}`, RECEIVER_HMAC_KEY: KEY });
  const cost = { N: 1024, r: 8, p: 1 };
  const account = async (login: string, displayName: string, access: { readsForms: boolean; editsSite: boolean }): Promise<StaffLogin> => {
    const password = `пароль ${login} для проверки`;
    const { totpSecret } = await createAccount(db, cipher, { login, displayName, password, role: 'coordinator', totp: access.editsSite, ...access }, cost);
    return { login, password, displayName, totpSecret };
  };
  const editors: [StaffLogin, StaffLogin] = [
    await account('anna', 'Анна Редактор', { readsForms: false, editsSite: true }),
    await account('vera', 'Вера Редактор', { readsForms: true, editsSite: true }),
  ];
  const coordinator = await account('maria', 'Мария Координатор', { readsForms: true, editsSite: false });
  const app: InboxApp = buildInboxApp({
    db,
    cipher,
    timeZone: 'Asia/Novosibirsk',
    retentionDays: 30,
    editor: { service: { repository, checks }, adminDir: path.join(testBuildPaths().distDir, 'admin') },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    bare,
    siteRoot,
    editors,
    coordinator,
    liveFile: (file) => readFileSync(path.join(siteRoot, 'releases', path.basename(readlinkSync(path.join(siteRoot, 'current'))), file), 'utf8'),
    mainFile: (file) => git(['--git-dir', bare, 'show', `main:${file}`], dir),
    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

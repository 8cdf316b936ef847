// The web editor's API over a real git repository (server/forms/editor/): a bare «site's
// repository» holding a small content folder, the editor's working copy cloned from it, the inbox
// on PGlite with an editor, a coordinator and an account with both roles. The check of a draft is a
// stand-in command here (the real publisher's check runs in tests/e2e/web-editor-server.spec.ts):
// it answers with an error when the merged content links to /prise, as the content check would.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from '../../../../server/forms/inbox/accounts/staff-accounts.ts';
import { buildInboxApp, type InboxApp } from '../../../../server/forms/inbox/http/inbox-app.ts';
import { openDatabase, type Database } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import { SiteRepository } from '../../../../server/forms/editor/site-repository.ts';
import { DraftChecks } from '../../../../server/forms/editor/draft-checks.ts';
import { testCipher } from '../fixtures.ts';

const TEST_COST = { N: 1024, r: 8, p: 1 };
export const EDITOR = { login: 'anna', password: 'верный пароль редактора', displayName: 'Анна Редактор' };
export const COORDINATOR = { login: 'maria', password: 'верный пароль координатора', displayName: 'Мария Координатор' };
export const BOTH = { login: 'vera', password: 'верный пароль обеих ролей', displayName: 'Вера Обе Роли' };

export const ABOUT = `---\ntitle: О клинике\ndescription: Кто мы\n---\n\n# О клинике\n\nМы лечим детей.\n`;

/** the stand-in check: the merged commit's content/pages, an error for a link to /prise */
const CHECK_SCRIPT = `
const { spawnSync } = require('node:child_process');
const commit = process.argv[2];
const found = spawnSync('git', ['--git-dir', process.env.PUBLISH_REPOSITORY, 'grep', '-n', '/prise', commit, '--', 'content'], { encoding: 'utf8' }).stdout;
const problems = found ? [{ severity: 'error', code: 'link-broken', message: 'ссылка на /prise никуда не ведёт', file: 'content/pages/about.md', path: 'pages/about.md', line: 7, column: 1 }] : [];
process.stdout.write(JSON.stringify({ ok: !found, commit, summary: found ? 'Проверка нашла 1 ошибку.' : 'Проверка прошла.', problems }) + '\\n');
`;

export interface EditorFixture {
  dir: string;
  bare: string;
  app: InboxApp;
  db: Database;
  repository: SiteRepository;
  git(args: string[], cwd?: string): string;
  close(): Promise<void>;
}

export async function editorFixture(): Promise<EditorFixture> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-api-'));
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  const git = (args: string[], cwd = dir) => {
    const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const bare = path.join(dir, 'site.git');
  const work = path.join(dir, 'work');
  git(['init', '-q', '--bare', '-b', 'main', bare]);
  git(['init', '-q', '-b', 'main', work]);
  mkdirSync(path.join(work, 'content/pages'), { recursive: true });
  writeFileSync(path.join(work, 'content/pages/about.md'), ABOUT);
  git(['add', '-A'], work);
  git(['commit', '-q', '-m', 'Первая версия'], work);
  git(['push', '-q', bare, 'main'], work);

  const admin = path.join(dir, 'admin');
  mkdirSync(admin);
  writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>Редактор</title>');
  writeFileSync(path.join(dir, 'check.cjs'), CHECK_SCRIPT);

  const repository = await SiteRepository.open({ dir: path.join(dir, 'working-copy.git'), origin: bare, branch: 'main' });
  const checks = new DraftChecks(repository, { argv: [process.execPath, path.join(dir, 'check.cjs')], cwd: dir });
  const db = await openDatabase({});
  await migrate(db);
  const cipher = testCipher();
  await createAccount(db, cipher, { ...EDITOR, role: 'coordinator', readsForms: false, editsSite: true, totp: false }, TEST_COST);
  await createAccount(db, cipher, { ...COORDINATOR, role: 'coordinator', totp: false }, TEST_COST);
  await createAccount(db, cipher, { ...BOTH, role: 'coordinator', editsSite: true, totp: false }, TEST_COST);
  const app = buildInboxApp({ db, cipher, timeZone: 'Europe/Moscow', retentionDays: 30, editor: { service: { repository, checks }, adminDir: admin } });
  return {
    dir,
    bare,
    app,
    db,
    repository,
    git,
    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

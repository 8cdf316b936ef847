import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { spawnScript } from '../../../../testing/run-cli.ts';
import { freePort, stopProcess } from '../../../../testing/services/processes.ts';
import { receiverEnvironment, writeBuiltPages } from '../receiver-cli-environment.ts';
import { collectLog, READINESS, type ProcessLog } from '../support/process-log.ts';

// `npm run receiver` with the web editor's settings (deploy/receiver/receiver.env.example): it clones
// its working copy of the site's repository and serves /admin/ beside the inbox, behind the login;
// a repository it cannot reach leaves the editor out and says so, and the forms are taken
// regardless.

let dir: string;
let bare: string;
let receiver: ChildProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'editor-process-'));
  const dataDir = path.join(dir, 'site/current/dist-data');
  mkdirSync(dataDir, { recursive: true });
  await writeBuiltPages(dataDir);
  mkdirSync(path.join(dir, 'site/current/dist/admin'), { recursive: true });
  writeFileSync(path.join(dir, 'site/current/dist/admin/index.html'), '<!doctype html><title>Редактор</title>');
  bare = path.join(dir, 'clinic.git');
  const work = path.join(dir, 'work');
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  for (const args of [
    ['init', '-q', '--bare', '-b', 'main', bare],
    ['init', '-q', '-b', 'main', work],
  ])
    spawnSync('git', args, { env });
  mkdirSync(path.join(work, 'content/pages'), { recursive: true });
  writeFileSync(path.join(work, 'content/pages/about.md'), '---\ntitle: О клинике\ndescription: Кто мы\n---\n');
  for (const args of [
    ['add', '-A'],
    ['commit', '-q', '-m', 'Первая версия'],
    ['push', '-q', bare, 'main'],
  ])
    spawnSync('git', args, { cwd: work, env });
});
afterEach(() => stopProcess(receiver));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(editor: NodeJS.ProcessEnv): Promise<{ inbox: string; log: ProcessLog }> {
  const inboxPort = await freePort();
  receiver = spawnScript('server/forms/cli.ts', [], {
    ...receiverEnvironment({ dataDir: path.join(dir, 'site/current/dist-data'), smtpPort: await freePort(), port: await freePort() }),
    RECEIVER_DATA_DIR: path.join(dir, `database-${inboxPort}`),
    RECEIVER_INBOX_PORT: String(inboxPort),
    ...editor,
  });
  const log = collectLog(receiver);
  await log.waitFor((entry) => READINESS.test(String(entry.msg)));
  await log.waitFor((entry) => /^inbox: listening on /.test(String(entry.msg)));
  return { inbox: `http://127.0.0.1:${inboxPort}`, log };
}

describe('npm run receiver with the web editor', () => {
  it('clones its working copy and serves /admin/ behind the login', async () => {
    const workingCopy = path.join(dir, 'state/editor/site.git');
    const { inbox } = await start({ EDITOR_REPOSITORY: bare, EDITOR_WORKING_COPY: workingCopy });
    expect(existsSync(path.join(workingCopy, 'refs/heads/main')) || existsSync(path.join(workingCopy, 'packed-refs'))).toBe(true);
    const page = await fetch(`${inbox}/admin/`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('<input type="hidden" name="next" value="/admin/"/>');
    const api = await fetch(`${inbox}/admin/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: 'Сеанс закончился: войдите снова.' });
  }, 90_000);

  it('leaves the editor out, saying why, when the site’s repository is out of reach; the forms go on', async () => {
    // the receiver listening (start waits for it) is the forms going on
    const { inbox, log } = await start({ EDITOR_REPOSITORY: path.join(dir, 'no-such.git'), EDITOR_WORKING_COPY: path.join(dir, 'state2/site.git') });
    expect(log.entries().some((entry) => /^editor: the site's repository cannot be reached, \/admin\/ is off/.test(String(entry.msg)))).toBe(true);
    const api = await fetch(`${inbox}/admin/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
    // no editor: the inbox's own answer to an unknown address without a session, the login page
    expect(api.headers.get('content-type')).toContain('text/html');
  }, 90_000);
});

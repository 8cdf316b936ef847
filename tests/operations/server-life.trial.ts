import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/forms/inbox/accounts/totp.ts';
import { SAMPLE_CALLBACK } from '../../testing/forms/sample-forms.ts';
import {
  DOMAIN,
  ended,
  healthOnceIt,
  makeCertificate,
  nginxErrors,
  runAs,
  siteRequest,
  startTrialNginx,
  SYSTEMCTL,
  type Ran,
} from '../../testing/operations/trial-server.ts';
import { StaffBrowser } from '../../testing/operations/staff-browser.ts';
import { ensureSshd, sshAs, startTrialSshd, STRICT_PARENT, type TrialSshd } from '../../testing/operations/trial-sshd.ts';
import { ROOT } from '../../testing/run-cli.ts';
import { startPostgres, type PostgresServer } from '../../testing/services/postgres-server.ts';
import { freePort } from '../../testing/services/processes.ts';
import { ensureSystemUser, passwdEntry, runAsUnit } from '../../testing/services/run-as-unit.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/services/smtp-test-server.ts';

// The clinic's server kept the way docs/operations.md says, on this machine as root (CI's sweep:
// `npm test -- --sweep`, or `npm run test:operations`): deploy/install into a scratch prefix with
// the machine's PostgreSQL 15, Debian's nginx and a real SMTP server; every service run as its
// unit's User= with its environment (testing/services/run-as-unit.ts; systemd itself does not run
// in a container: testing/operations/systemctl stands in for it). Then the server's life in order:
// the first publication, a form through nginx on a port that is not 443, an editor publishing from
// the web editor over SSH as git (Debian's sshd on a port of its own), the nightly backup as its
// timer runs it, the weekly restore test, a restore into the live database, an upgrade while
// forms are sent and an editor pushes, ten restarts, a rollback, the daily rebuild, and /healthz
// turning 503 while the mail server is down. The steps share one server and follow one another.

const RUN = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
// the web editor's way to the site's repository: Debian's sshd, installed when missing
const NO_SSHD = RUN ? ensureSshd((line) => process.stdout.write(`${line}\n`)) : undefined;
if (NO_SSHD !== undefined) process.stdout.write(`server trial: the web editor's publication over SSH is skipped — ${NO_SSHD}\n`);

/** the trial's folder; the server's prefix is `prefix`, another one for the server rebuilt after a loss */
let root: string;
let prefix: string;
let postgres: PostgresServer;
const stoppedServers: PostgresServer[] = [];
let smtp: SmtpTestServer;
let nginx: Awaited<ReturnType<typeof startTrialNginx>> | undefined;
let httpsPort: number;
let sshPort: number;
let sshd: TrialSshd | undefined;
let source: string;
let addedHost = false;
const HOSTS_LINE = `127.0.0.1 ${DOMAIN} # the server trial\n`;
const environment = () => ({
  ...process.env,
  CLINIC_PREFIX: prefix,
  CLINIC_SYSTEMCTL: SYSTEMCTL,
  STAND_IN_STATE: path.join(prefix, 'systemd-state'),
  STAND_IN_NGINX_PID: nginx?.pidFile ?? '',
});
const unit = (name: string) => path.join(prefix, 'etc/systemd/system', name);
const live = () => path.basename(readlinkSync(path.join(prefix, 'srv/clinic/current')));

/** a command as the administrator runs it, without blocking this process: the SMTP server lives here */
function run(command: string, args: string[], extra: Record<string, string> = {}): Promise<Ran> {
  return ended(spawn(command, args, { env: { ...environment(), ...extra } }));
}

function expectSuccess(result: Ran | SpawnSyncReturns<string>, what: string): void {
  expect(result.status, `${what}\n${result.stdout}\n${result.stderr}\n${nginxErrors(prefix)}`).toBe(0);
}

const clinic = (...args: string[]) => run(path.join(prefix, 'srv/clinic/current/deploy/clinic'), args);
const superuser = (sql: string) =>
  spawnSync('psql', ['-tAc', sql, `${postgres.url.replace(/\/postgres$/, '/clinic_forms')}`], { encoding: 'utf8' }).stdout.trim();
const storedForms = () => Number(superuser('SELECT count(*) FROM receiver.submissions'));

/** a callback form as the site's page sends it, with a name of its own, from a visitor's address (127.0.0.0/8) */
function sendForm(name: string, from = '127.0.0.1') {
  return siteRequest(httpsPort, 'POST', '/api/forms', {
    headers: { 'content-type': 'application/json', origin: `https://${DOMAIN}:${httpsPort}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...SAMPLE_CALLBACK, Имя: name }),
    localAddress: from,
  });
}

/** the site's repository as a developer's or editor's clone, owned by git (the hook runs as the pusher) */
function gitAsEditor(args: string[], env: Record<string, string> = {}) {
  return runAs('git', 'git', args, {
    cwd: path.join(prefix, 'editor'),
    env: {
      GIT_AUTHOR_NAME: 'Редактор',
      GIT_AUTHOR_EMAIL: 'editor@clinic.test',
      GIT_COMMITTER_NAME: 'Редактор',
      GIT_COMMITTER_EMAIL: 'editor@clinic.test',
      ...env,
    },
  });
}

async function editorCommit(message: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(prefix, 'editor', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  spawnSync('chown', ['-R', 'git:git', path.join(prefix, 'editor')]);
  expectSuccess(await gitAsEditor(['add', '-A']), 'git add');
  expectSuccess(await gitAsEditor(['commit', '-q', '-m', message]), 'git commit');
}

describe.skipIf(!RUN)('the clinic’s server, installed and kept as docs/operations.md says', () => {
  beforeAll(async () => {
    // sshd's StrictModes checks every folder above the git user's authorized_keys: not under /tmp
    root = mkdtempSync(path.join(NO_SSHD === undefined ? STRICT_PARENT : os.tmpdir(), 'clinic-server-trial-'));
    prefix = path.join(root, 'server');
    mkdirSync(prefix);
    // nginx's workers (www-data) read the site under it
    chmodSync(root, 0o755);
    chmodSync(prefix, 0o755);
    // this server's sshd and its host key before the installer looks for them
    sshPort = await freePort();
    if (NO_SSHD === undefined) sshd = await startTrialSshd(prefix, sshPort);
    // the site's name as the server itself resolves it: /healthz reads the certificate there
    if (!/\sclinic\.test(\s|$)/m.test(readFileSync('/etc/hosts', 'utf8'))) {
      writeFileSync('/etc/hosts', readFileSync('/etc/hosts', 'utf8') + HOSTS_LINE);
      addedHost = true;
    }
    postgres = await startPostgres(() => {});
    smtp = await startSmtpTestServer();
    httpsPort = await freePort();
    // the administrator's checkout: this project as it is now, committed
    source = path.join(root, 'checkout');
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .stdout.split('\0')
      .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
    for (const file of files) cpSync(path.join(ROOT, file), path.join(source, file), { verbatimSymlinks: true });
    const git = (args: string[]) =>
      expectSuccess(
        spawnSync('git', args, {
          cwd: source,
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'Разработчик',
            GIT_AUTHOR_EMAIL: 'dev@clinic.test',
            GIT_COMMITTER_NAME: 'Разработчик',
            GIT_COMMITTER_EMAIL: 'dev@clinic.test',
          },
        }),
        `git ${args[0]}`,
      );
    git(['init', '-q', '-b', 'main']);
    git(['add', '-A']);
    git(['commit', '-q', '-m', 'Версия для сервера']);
    // the off-site target: a mounted folder the backup's user writes
    mkdirSync(path.join(root, 'offsite'));
    ensureSystemUser('clinic-receiver');
    spawnSync('chown', ['clinic-receiver', path.join(root, 'offsite')]);
  }, 120_000);

  afterAll(async () => {
    if (addedHost) writeFileSync('/etc/hosts', readFileSync('/etc/hosts', 'utf8').replace(HOSTS_LINE, ''));
    if (prefix) await run(SYSTEMCTL, ['stop', 'clinic-receiver@1.service', 'clinic-receiver@2.service']);
    await nginx?.stop();
    await sshd?.stop();
    await smtp?.stop();
    postgres?.stop();
    for (const server of stoppedServers) server.stop();
    if (root && !process.env.KEEP_TRIAL) rmSync(root, { recursive: true, force: true });
  });

  it('installs with one command: users, secrets, database, units, nginx, the repository and the first publication', async () => {
    const { cert, key } = makeCertificate(path.join(prefix, 'tls'), 365);
    const port = new URL(postgres.url).port;
    const installed = await run(path.join(source, 'deploy/install'), [
      '--domain',
      DOMAIN,
      '--admin-email',
      'admin@clinic.test',
      '--certificate',
      cert,
      '--certificate-key',
      key,
      '--smtp-url',
      `smtp://127.0.0.1:${smtp.port}`,
      '--notice-to',
      'coordinators@clinic.test',
      '--backup-copy-to',
      `${path.join(root, 'offsite')}/`,
      '--http-port',
      String(await freePort()),
      '--https-port',
      String(httpsPort),
      '--database-port',
      port,
      '--ssh-port',
      String(sshPort),
      '--postgres-admin-url',
      postgres.url,
      '--allow-sample-data',
    ]);
    expectSuccess(installed, 'deploy/install');
    expect(installed.stdout).toContain(`Готово: https://${DOMAIN}:${httpsPort}`);

    // secrets readable by their service only, URL-safe in the URL
    const receiverEnv = path.join(prefix, 'etc/clinic/receiver.env');
    expect(spawnSync('stat', ['-c', '%U %a', receiverEnv], { encoding: 'utf8' }).stdout.trim()).toBe('root 600');
    expect(spawnSync('stat', ['-c', '%U %a', path.join(prefix, 'etc/clinic/backup-passphrase')], { encoding: 'utf8' }).stdout.trim()).toBe(
      'clinic-receiver 400',
    );
    expect(readFileSync(receiverEnv, 'utf8')).toMatch(/^DATABASE_URL=postgres:\/\/clinic_receiver:[0-9a-f]{48}@127\.0\.0\.1:\d+\/clinic_forms$/m);

    nginx = await startTrialNginx(prefix, httpsPort);
    const home = await siteRequest(httpsPort, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toContain('max-age=63072000');

    // run again, it changes nothing and keeps every secret
    const before = readFileSync(receiverEnv, 'utf8');
    expectSuccess(await run(path.join(source, 'deploy/install'), []), 'deploy/install, again');
    expect(readFileSync(receiverEnv, 'utf8')).toBe(before);
  }, 900_000);

  it('stores a form sent through nginx on a port that is not 443 and mails its notice', async () => {
    const answer = await sendForm('Мария Первая');
    expect(answer, answer.body).toMatchObject({ status: 200 });
    expect(JSON.parse(answer.body)).toEqual({ success: true });
    expect(storedForms()).toBe(1);
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages[0]?.to).toEqual(['coordinators@clinic.test']);
  }, 60_000);

  // the web editor as the clinic's server runs it (docs/web-editor.md, «The deployed editor»): an
  // editor on the inbox's port, as the SSH tunnel reaches it; the service pushes over SSH as git
  const editorFile = (file: string) => path.join(prefix, 'etc/clinic', file);
  const ABOUT = { collection: 'pages', slug: 'about', file: 'content/pages/about.md' };
  const SENTENCE = 'Опубликовано из веб-редактора через SSH.';
  let editor: StaffBrowser;
  let aboutBefore: string;
  /** git in the site's repository, as root reads the git user's folder */
  const siteGit = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'safe.directory=*', '--git-dir', path.join(prefix, 'srv/git/clinic.git'), ...args], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout.trim();
  };
  const liveRelease = () => readlinkSync(path.join(prefix, 'srv/clinic/site/current'));

  it.skipIf(NO_SSHD !== undefined)(
    'an editor publishes from the web editor: the service pushes over SSH as git, the hook publishes as git',
    async () => {
      const started = Date.now();
      const serviceLog = () => readFileSync(path.join(prefix, 'systemd-state/clinic-receiver@1.service.log'), 'utf8');
      // what the installer wrote for a server whose sshd is not on 22
      const repository = path.join(prefix, 'srv/git/clinic.git');
      expect(readFileSync(editorFile('receiver.env'), 'utf8')).toContain(`\nEDITOR_REPOSITORY=ssh://git@127.0.0.1:${sshPort}${repository}\n`);
      expect(readFileSync(editorFile('editor-known-hosts'), 'utf8')).toMatch(new RegExp(`^\\[127\\.0\\.0\\.1\\]:${sshPort} ssh-ed25519 \\S+\\n$`));

      // an editor's account as docs/operations.md makes one, logged in with password and second factor
      const added = await clinic('staff', 'add', 'anna', '--name', 'Анна Редактор', '--role', 'editor', '--totp');
      expectSuccess(added, 'clinic staff add');
      const password = /^password \(shown once\): (.*)$/m.exec(added.stdout)![1]!;
      const secret = /secret=([A-Z2-7]+)/.exec(added.stdout)![1]!;
      const inboxPort = /^RECEIVER_INBOX_PORT=(\d+)$/m.exec(readFileSync(editorFile('receiver-1.env'), 'utf8'))![1]!;
      editor = new StaffBrowser(`http://127.0.0.1:${inboxPort}`);
      expect(await editor.logIn('anna', password, totpCode(secret, Date.now()))).toBe('/admin/');
      const info = await editor.editor('info');
      expect(info.status, `${JSON.stringify(info.json)}\n${serviceLog()}`).toBe(200);

      // a page saved as a draft, its check passed, published — as Decap's editorial workflow calls the proxy API
      const read = await editor.editor('getEntry', { branch: 'main', path: ABOUT.file });
      expect(read.status).toBe(200);
      aboutBefore = read.json.data as string;
      const saved = await editor.saveDraft(ABOUT, `${aboutBefore.trimEnd()}\n\n${SENTENCE}\n`);
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      expect(await editor.checkedDraft(ABOUT)).toMatchObject({ ok: true });
      const releaseBefore = liveRelease();
      const sshdLogBefore = sshd!.log().length;
      const published = await editor.publishDraft(ABOUT);
      expect(published.status, `${JSON.stringify(published.json)}\n${serviceLog()}`).toBe(200);
      // the hook's own line, come back through the push
      expect(published.json.message).toMatch(/^Опубликовано/);

      // the push went over SSH with the editor's key, as git: sshd's log names both, and the installer's authorized_keys
      const fingerprint = spawnSync('ssh-keygen', ['-lf', `${editorFile('editor-ssh-key')}.pub`], { encoding: 'utf8' }).stdout.split(' ')[1]!;
      expect(fingerprint).toMatch(/^SHA256:/);
      const pushLog = sshd!.log().slice(sshdLogBefore);
      expect(pushLog).toContain(`Accepted key ED25519 ${fingerprint} found at ${prefix}${passwdEntry('git')!.home}/.ssh/authorized_keys:1`);
      expect(pushLog).toMatch(new RegExp(`Accepted publickey for git from 127\\.0\\.0\\.1 port \\d+ ssh2: ED25519 ${fingerprint.replaceAll('+', '\\+')}`));
      // the post-receive hook ran as git: the new release is git's, and it is live through nginx
      const releaseAfter = liveRelease();
      expect(releaseAfter).not.toBe(releaseBefore);
      expect(spawnSync('stat', ['-c', '%U', path.resolve(path.join(prefix, 'srv/clinic/site'), releaseAfter)], { encoding: 'utf8' }).stdout.trim()).toBe('git');
      expect(siteGit('log', '-1', '--format=%an', 'main')).toBe('Анна Редактор');
      expect(siteGit('show', `main:${ABOUT.file}`)).toContain(SENTENCE);
      const live = await siteRequest(httpsPort, 'GET', '/api/page/about');
      expect(live.status).toBe(200);
      expect(live.body).toContain(SENTENCE);
      process.stdout.write(`server trial: a draft saved, checked and published over SSH in ${Math.round((Date.now() - started) / 1000)} s\n`);
    },
    900_000,
  );

  it.skipIf(NO_SSHD !== undefined)(
    'refuses a draft that fails the check, the site unchanged; the editor’s key opens git and nothing else',
    async () => {
      // a draft with a broken internal link: its check names it, «Опубликовать» is refused, the site stays
      const releaseBefore = liveRelease();
      expect((await editor.saveDraft(ABOUT, `${aboutBefore.trimEnd()}\n\n${SENTENCE} Цены — на странице [Цены](/prise).\n`)).status).toBe(200);
      const failing = await editor.checkedDraft(ABOUT);
      expect(failing).toMatchObject({ ok: false });
      expect(JSON.stringify(failing.problems)).toContain('/prise');
      const refused = await editor.publishDraft(ABOUT);
      expect(refused.status, JSON.stringify(refused.json)).toBe(422);
      expect(refused.json.error).toMatch(/^Не опубликовано\./);
      expect(liveRelease()).toBe(releaseBefore);
      const unchanged = await siteRequest(httpsPort, 'GET', '/api/page/about');
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toContain(SENTENCE);
      expect(unchanged.body).not.toContain('/prise');
      // the service still answers: the failed draft is thrown away, its copy in the site's repository deleted over SSH
      expect((await editor.editor('deleteUnpublishedEntry', { branch: 'main', collection: ABOUT.collection, slug: ABOUT.slug })).status).toBe(200);
      expect((await editor.editor('unpublishedEntries', { branch: 'main' })).json).toEqual([]);
      expect(siteGit('branch', '--list', 'cms/*')).toBe('');

      // the key runs no command but git's (git-shell), and only from 127.0.0.1 (restrict,from=…)
      const login = { key: editorFile('editor-ssh-key'), knownHosts: editorFile('editor-known-hosts'), port: sshPort };
      const shell = await sshAs('clinic-receiver', login, ['git@127.0.0.1', 'id']);
      expect(shell.status).not.toBe(0);
      expect(shell.stderr).toContain("unrecognized command 'id'");
      expect(shell.stdout).not.toContain('uid=');
      const elsewhere = await sshAs('clinic-receiver', login, [
        '-b',
        '127.0.0.2',
        'git@127.0.0.1',
        `git-upload-pack '${path.join(prefix, 'srv/git/clinic.git')}'`,
      ]);
      expect(elsewhere.status).toBe(255);
      expect(elsewhere.stderr).toContain('Permission denied (publickey)');
      expect(sshd!.log()).toContain('not from a permitted host (host=127.0.0.2');
    },
    900_000,
  );

  it('backs up as the nightly timer runs it, copies off the server, and proves the backup by a restore test', async () => {
    const backup = await runAsUnit(unit('clinic-receiver-backup.service'));
    expect(backup.code, backup.stderr).toBe(0);
    const files = readdirSync(path.join(prefix, 'var/backups/clinic-forms'))
      .filter((name) => name.endsWith('.dump.gpg'))
      .sort();
    // the installer's first one, and tonight's
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(readdirSync(path.join(root, 'offsite'))).toEqual(expect.arrayContaining(files));
    expect(JSON.parse(readFileSync(path.join(prefix, 'var/lib/clinic/status/backup.json'), 'utf8'))).toMatchObject({ ok: true });

    const restoreTest = await runAsUnit(unit('clinic-restore-test.service'));
    expect(restoreTest.code, restoreTest.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(prefix, 'var/lib/clinic/status/restore-test.json'), 'utf8'))).toMatchObject({ ok: true });

    const health = await siteRequest(httpsPort, 'GET', '/healthz');
    expect(health.status, health.body).toBe(200);
  }, 300_000);

  it('restores the live database from a backup in one command, and the service runs on it', async () => {
    const backup = readdirSync(path.join(prefix, 'var/backups/clinic-forms'))
      .filter((name) => name.endsWith('.dump.gpg'))
      .sort()
      .at(-1)!;
    expect((await sendForm('После копии')).status).toBe(200);
    expect(storedForms()).toBe(2);
    const restored = await clinic('restore', path.join(prefix, 'var/backups/clinic-forms', backup));
    expectSuccess(restored, 'clinic restore');
    // the backup's one form; the later one is in the database kept aside
    expect(storedForms()).toBe(1);
    const answer = await sendForm('После восстановления');
    expect(answer.status, answer.body).toBe(200);
    expect(storedForms()).toBe(2);
  }, 300_000);

  it('upgrades to a new version while forms are sent and an editor pushes: nothing refused, nothing lost', async () => {
    const oldRelease = live();
    mkdirSync(path.join(prefix, 'editor'));
    spawnSync('chown', ['git:git', path.join(prefix, 'editor')]);
    expectSuccess(
      await runAs('git', 'git', ['clone', '--quiet', path.join(prefix, 'srv/git/clinic.git'), path.join(prefix, 'editor')], { cwd: prefix }),
      'editor clone',
    );
    // the developers' new version: a version number and its changelog entry
    const packageJson = JSON.parse(readFileSync(path.join(prefix, 'editor/package.json'), 'utf8')) as { version: string };
    const [major, minor, patch] = packageJson.version.split('.').map(Number);
    const next = `${major}.${minor}.${patch! + 1}`;
    const changelog = readFileSync(path.join(prefix, 'editor/CHANGELOG.md'), 'utf8');
    await editorCommit(`Версия ${next}`, {
      'package.json': `${JSON.stringify({ ...packageJson, version: next }, null, 2)}\n`,
      'CHANGELOG.md': changelog.replace(/^## /m, `## ${next} — проверка обновления\n\n- Пробный выпуск сервера.\n\n## `),
    });
    expectSuccess(await gitAsEditor(['push', '-q', 'origin', 'HEAD:main']), 'push of the new version');

    // a form every 600 ms through nginx for the whole upgrade and the restarts, from thirty visitors
    // in turn: each sends one every 18 s, under the limit of 10 a minute a visitor (nginx and the
    // receiver), all together under the receiver's 120 a minute
    const sent: { name: string; status: number | string }[] = [];
    let sending = true;
    const sender = (async () => {
      for (let index = 0; sending; index++) {
        const name = `Непрерывная ${index}`;
        try {
          sent.push({ name, status: (await sendForm(name, `127.0.0.${2 + (index % 30)}`)).status });
        } catch (error) {
          sent.push({ name, status: (error as Error).message });
        }
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
    })();
    const before = storedForms();

    // an editor saves while the upgrade runs
    const upgrade = spawn(path.join(prefix, 'srv/clinic/current/deploy/clinic'), ['upgrade'], { env: environment() });
    let upgradeOutput = '';
    upgrade.stdout.on('data', (chunk: Buffer) => (upgradeOutput += chunk));
    upgrade.stderr.on('data', (chunk: Buffer) => (upgradeOutput += chunk));
    const upgraded = new Promise<number | null>((resolve) => upgrade.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await editorCommit('Правка во время обновления', {
      'content/pages/about.md': `${readFileSync(path.join(prefix, 'editor/content/pages/about.md'), 'utf8')}\nДобавлено во время обновления.\n`,
    });
    const editorPush = await gitAsEditor(['push', 'origin', 'HEAD:main']);
    expect(await upgraded, upgradeOutput).toBe(0);
    expectSuccess(editorPush, 'the editor’s push');
    expect(editorPush.stderr).toMatch(/Опубликовано|Идёт другая публикация/);
    expect(live()).toMatch(new RegExp(`^${next.replaceAll('.', '\\.')}-[0-9a-f]{12}$`));
    expect(live()).not.toBe(oldRelease);

    // ten restarts of an instance, one at a time
    for (let round = 0; round < 5; round++) expectSuccess(await clinic('restart'), 'clinic restart');

    sending = false;
    await sender;
    const refused = sent.filter((form) => form.status !== 200);
    expect(refused, JSON.stringify(refused)).toEqual([]);
    expect(sent.length).toBeGreaterThan(20);
    process.stdout.write(`server trial: ${sent.length} forms sent through nginx during the upgrade and 10 restarts, ${refused.length} refused\n`);
    expect(storedForms()).toBe(before + sent.length);

    const version = await clinic('version');
    expect(version.stdout).toContain(`Версия ${next}`);
    expect(version.stdout).toContain('Пробный выпуск сервера.');
    const about = await siteRequest(httpsPort, 'GET', '/api/page/about');
    expect(about.body).toContain('Добавлено во время обновления.');
  }, 900_000);

  it('rolls the code back in one command', async () => {
    const upgradedRelease = live();
    expectSuccess(await clinic('rollback'), 'clinic rollback');
    expect(live()).not.toBe(upgradedRelease);
    expect((await sendForm('После отката')).status).toBe(200);
    expectSuccess(await clinic('rollback', upgradedRelease), 'clinic rollback forward');
    expect(live()).toBe(upgradedRelease);
  }, 300_000);

  it('rebuilds the site each day, so that a news item dated the next day appears then', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Novosibirsk' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const news = readFileSync(
      path.join(
        prefix,
        'editor/content/pages/news',
        readdirSync(path.join(prefix, 'editor/content/pages/news')).find((name) => name !== 'index.md')!,
      ),
      'utf8',
    );
    await editorCommit('Новость на завтра', { 'content/pages/news/zavtra.md': news.replace(/^date: .*$/m, `date: ${tomorrow}`) });
    expectSuccess(await gitAsEditor(['push', '-q', 'origin', 'HEAD:main']), 'push of the news');
    expect((await siteRequest(httpsPort, 'GET', '/news/zavtra')).status).toBe(404);

    // the timer's service on the next day
    const settings = path.join(prefix, 'etc/clinic/publish.env');
    const original = readFileSync(settings, 'utf8');
    writeFileSync(settings, `${original}BUILD_DATE=${tomorrow}\n`);
    try {
      const rebuild = await runAsUnit(unit('clinic-site-rebuild.service'), { timeoutMs: 600_000 });
      expect(rebuild.code, rebuild.stdout + rebuild.stderr).toBe(0);
    } finally {
      writeFileSync(settings, original);
    }
    expect((await siteRequest(httpsPort, 'GET', '/news/zavtra')).status).toBe(200);
  }, 600_000);

  it('answers /healthz 503 while the mail server is down, and 200 once it is back', async () => {
    await smtp.stop();
    try {
      const down = await healthOnceIt(httpsPort, 503);
      expect(down.status, down.body).toBe(503);
    } finally {
      await smtp.start();
    }
    const back = await healthOnceIt(httpsPort, 200);
    expect(back.status, back.body).toBe(200);
    expect(existsSync(path.join(prefix, 'srv/clinic/site/status/status.json'))).toBe(true);
  }, 300_000);

  it('rebuilds a lost server from the off-site backups and the keys kept away from it, as the runbook says', async () => {
    // what docs/operations.md keeps off the server, and the old server's last backup
    const keptAway = path.join(root, 'kept-away');
    mkdirSync(keptAway);
    for (const file of ['receiver.env', 'backup-passphrase', 'install.env']) cpSync(path.join(prefix, 'etc/clinic', file), path.join(keptAway, file));
    const lastBackup = await runAsUnit(unit('clinic-receiver-backup.service'));
    expect(lastBackup.code, lastBackup.stderr).toBe(0);
    const lastBackupFile = path.basename(lastBackup.stdout.trim().split('\n').at(-1)!);
    const formsAtBackup = storedForms();
    expect(formsAtBackup).toBeGreaterThan(20);

    // the server is lost: its services, its nginx, its database
    await run(SYSTEMCTL, ['stop', 'clinic-receiver@1.service', 'clinic-receiver@2.service']);
    await nginx?.stop();
    nginx = undefined;
    postgres.stop();
    stoppedServers.push(postgres);

    // a new server: its own PostgreSQL, the kept files in place before the first run
    prefix = path.join(root, 'new-server');
    mkdirSync(path.join(prefix, 'etc/clinic'), { recursive: true });
    chmodSync(prefix, 0o755);
    postgres = await startPostgres(() => {});
    const port = new URL(postgres.url).port;
    for (const [file, mode] of [
      ['receiver.env', 0o600],
      ['backup-passphrase', 0o400],
      ['install.env', 0o600],
    ] as const) {
      cpSync(path.join(keptAway, file), path.join(prefix, 'etc/clinic', file));
      chmodSync(path.join(prefix, 'etc/clinic', file), mode);
    }
    // the new server's PostgreSQL listens where the old one did; here, on a port of its own
    const receiverEnv = path.join(prefix, 'etc/clinic/receiver.env');
    writeFileSync(receiverEnv, readFileSync(receiverEnv, 'utf8').replace(/(@127\.0\.0\.1:)\d+(\/clinic_forms)$/m, `$1${port}$2`));
    const installed = await run(path.join(source, 'deploy/install'), ['--database-port', port, '--postgres-admin-url', postgres.url]);
    expectSuccess(installed, 'deploy/install on the new server');

    // the old server's backups from the off-site copy, which the new server's first backup left there
    const offsite = readdirSync(path.join(root, 'offsite'));
    expect(offsite).toContain(lastBackupFile);
    for (const file of offsite) cpSync(path.join(root, 'offsite', file), path.join(prefix, 'var/backups/clinic-forms', file));
    spawnSync('chown', ['-R', 'clinic-receiver:clinic-receiver', path.join(prefix, 'var/backups/clinic-forms')]);

    nginx = await startTrialNginx(prefix, httpsPort);
    expectSuccess(await clinic('restore', path.join(prefix, 'var/backups/clinic-forms', lastBackupFile)), 'clinic restore on the new server');
    expect(storedForms()).toBe(formsAtBackup);
    expectSuccess(await clinic('restore-test'), 'clinic restore-test on the new server');
    expect((await sendForm('На новом сервере')).status).toBe(200);
    expect(storedForms()).toBe(formsAtBackup + 1);
    const health = await siteRequest(httpsPort, 'GET', '/healthz');
    expect(JSON.parse(health.body)).toMatchObject({ checks: { database: { status: 'ok' }, mail: { status: 'ok' }, certificate: { status: 'ok' } } });
  }, 900_000);
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../../server/forms/inbox/accounts/totp.ts';
import { buildInboxApp } from '../../../../server/forms/inbox/http/inbox-app.ts';
import { loadCipher } from '../../../../server/forms/cipher/field-cipher.ts';
import { openDatabase } from '../../../../server/forms/database/database.ts';
import { runScript } from '../../../../testing/run-cli.ts';
import { Visitor } from '../inbox/inbox-fixture.ts';

// `npm run staff`: accounts made on the server. The password it prints logs in; an administrator
// gets a second factor whose code logs in; a new password or a disabled account ends the sessions.
// Help and a mistyped command are answered before the database is opened.

const CLI = 'server/forms/commands/staff-cli.ts';
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
  env = { RECEIVER_DATA_DIR: dir, RECEIVER_KEYS: `k1:${randomBytes(32).toString('base64')}`, RECEIVER_HMAC_KEY: randomBytes(32).toString('base64') };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** the password as a person copies it: the rest of its line, whatever that holds */
const printedPassword = (stdout: string): string => /^password \(shown once\): (.*)$/m.exec(stdout)![1]!;

/** what asks for no database: none is set, so reaching for one would say so instead */
const NO_DATABASE = { DATABASE_URL: '', RECEIVER_DATA_DIR: '' };
const SUBCOMMANDS = ['add', 'password', 'totp', 'disable', 'list', 'help'];

/** logs in with the inbox over the folder the command wrote, then closes it (one process at a time) */
async function logsIn(login: string, password: string, code = ''): Promise<boolean> {
  return (await landsOn(login, password, code)) !== undefined;
}

/** where a login lands (the queue, or the web editor), or undefined when it is refused */
async function landsOn(login: string, password: string, code = ''): Promise<string | undefined> {
  const db = await openDatabase({ dataDir: dir });
  const app = buildInboxApp({ db, cipher: loadCipher(env), timeZone: 'Europe/Moscow', retentionDays: 30 });
  try {
    const visitor = new Visitor({ app });
    const response = await visitor.login({ login, password }, code);
    return response.statusCode === 303 ? String(response.headers.location) : undefined;
  } finally {
    await app.close();
    await db.close();
  }
}

describe('npm run staff', () => {
  it('adds a coordinator whose printed password logs in', async () => {
    const result = await runScript(CLI, ['add', 'maria', '--name', 'Мария Петрова'], env);
    expect(result.code, result.stderr).toBe(0);
    const password = printedPassword(result.stdout);
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(await logsIn('maria', password)).toBe(true);
    expect(await logsIn('maria', 'не тот')).toBe(false);
  }, 60_000);

  it('adds an administrator with a second factor: the password alone does not log in, with the code it does', async () => {
    const result = await runScript(CLI, ['add', 'olga', '--name', 'Ольга Админ', '--role', 'admin'], env);
    expect(result.code, result.stderr).toBe(0);
    const password = printedPassword(result.stdout);
    const secret = /secret=([A-Z2-7]+)/.exec(result.stdout)![1]!;
    expect(result.stdout).toContain('otpauth://totp/');
    expect(await logsIn('olga', password)).toBe(false);
    expect(await logsIn('olga', password, totpCode(secret, Date.now()))).toBe(true);
  }, 60_000);

  it('adds an editor (the web editor, not the submissions) and an account with both roles', async () => {
    const editor = await runScript(CLI, ['add', 'anna', '--name', 'Анна Редактор', '--role', 'editor', '--totp'], env);
    expect(editor.code, editor.stderr).toBe(0);
    expect(editor.stdout).toContain('account anna (editor) created');
    const password = printedPassword(editor.stdout);
    const secret = /secret=([A-Z2-7]+)/.exec(editor.stdout)![1]!;
    expect(await landsOn('anna', password)).toBeUndefined();
    expect(await landsOn('anna', password, totpCode(secret, Date.now()))).toBe('/admin/');
    const both = await runScript(CLI, ['add', 'vera', '--name', 'Вера Обе', '--role', 'coordinator,editor'], env);
    expect(both.code, both.stderr).toBe(0);
    expect(both.stdout).toContain('account vera (coordinator,editor) created');
    expect(await landsOn('vera', printedPassword(both.stdout))).toBe('/');
    const list = await runScript(CLI, ['list'], env);
    expect(list.stdout).toContain('anna\teditor\tАнна Редактор\ttotp\tenabled');
    expect(list.stdout).toContain('vera\tcoordinator,editor\tВера Обе\tno totp\tenabled');
  }, 60_000);

  it('refuses a taken login, a bad one, an unknown role and a missing name, exit 2', async () => {
    for (const args of [
      ['add', 'maria', '--name', 'Другая'],
      ['add', 'Мария', '--name', 'Мария'],
      ['add', 'ivan', '--name', 'Иван', '--role', 'root'],
      ['add', 'ivan', '--name', 'Иван', '--role', 'editor,root'],
      ['add', 'ivan'],
      ['delete', 'maria'],
      ['password'],
    ]) {
      const result = await runScript(CLI, args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^staff: /);
    }
  }, 60_000);

  it('sets a new password (the old one stops working), disables an account, lists them', async () => {
    const reset = await runScript(CLI, ['password', 'maria'], env);
    expect(reset.code, reset.stderr).toBe(0);
    const password = printedPassword(reset.stdout);
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(await logsIn('maria', password)).toBe(true);
    expect((await runScript(CLI, ['disable', 'maria'], env)).code).toBe(0);
    expect(await logsIn('maria', password)).toBe(false);
    const list = await runScript(CLI, ['list'], env);
    expect(list.stdout).toContain('maria\tcoordinator\tМария Петрова\tno totp\tdisabled');
    expect(list.stdout).toContain('olga\tadmin\tОльга Админ\ttotp\tenabled');
  }, 60_000);

  it.each([[['help']], [['--help']], [['-h']], [['add', '--help']], [[]]])('prints the usage listing every command for %j, exit 0', async (args) => {
    const result = await runScript(CLI, args, NO_DATABASE);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^usage: npm run staff -- <command>/);
    for (const command of SUBCOMMANDS) expect(result.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('refuses an unknown command with the usage on stderr, exit 2, before opening a database', async () => {
    const result = await runScript(CLI, ['remove', 'maria'], NO_DATABASE);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^staff: unknown command "remove"/);
    expect(result.stderr).toContain('usage: npm run staff -- <command>');
  });
});

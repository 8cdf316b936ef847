// `npm run staff -- <command>`: the only way staff accounts are made or changed (there is no
// sign-up), run on the clinic's server with the receiver's environment (docs/inbox.md); USAGE
// lists the commands. A new password is made here and printed once (or read from stdin with
// --password-stdin); a second factor prints the otpauth address and the secret for the
// authenticator app. An administrator always gets one. Changing a password or a second factor, or
// disabling, ends the account's sessions. The database: DATABASE_URL, else RECEIVER_DATA_DIR (an
// embedded database may be opened by one process at a time: stop the receiver first).
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandUsage, HELP_OPTION } from './command-usage.ts';
import { MAX_PASSWORD_CHARS } from '../inbox/accounts/password-hash.ts';
import { accessOf, createAccount, disableAccount, listAccounts, resetTotp, rolesText, setPassword } from '../inbox/accounts/staff-accounts.ts';
import { otpauthUri } from '../inbox/accounts/totp.ts';

const ISSUER = 'Заявки клиники';
const MIN_PASSWORD_CHARS = 12;
const COMMANDS = ['add', 'password', 'totp', 'disable', 'list', 'help'] as const;
const USAGE = `usage: npm run staff -- <command> [options]

  add <login> --name "Имя Фамилия" [--role coordinator|admin|editor] [--totp] [--password-stdin]
                     a new account; prints its password once, and a second factor for --totp
                     or an administrator. --role editor: the web editor at /admin/ and not the
                     submissions; both: --role coordinator,editor (default: coordinator)
  password <login> [--password-stdin]
                     a new password, printed once (the rest of its line, nothing else);
                     the account's sessions end
  totp <login>       a new second factor; the previous one stops working, the sessions end
  disable <login>    no more logins; the account is kept, the sessions end
  list               the accounts: login, roles, name, second factor, enabled
  help               this text (also --help, -h, or no command)

  --password-stdin   read the password from stdin (${MIN_PASSWORD_CHARS} to ${MAX_PASSWORD_CHARS} characters) instead of making one

the receiver's environment: DATABASE_URL, else RECEIVER_DATA_DIR (stop the receiver first),
RECEIVER_KEYS and RECEIVER_HMAC_KEY; exit codes: 0 done, 2 refused`;

const { help, fail } = commandUsage('staff', USAGE);

/** 4 groups of 5 letters and digits (about 100 bits), easy to read out and type */
function newPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('')).join('-');
}

function printSecret(login: string, secret: string): void {
  process.stdout.write(
    `second factor for ${login}: add it to an authenticator app (Яндекс Ключ, Google Authenticator, FreeOTP)\n` +
      `  address: ${otpauthUri(secret, login, ISSUER)}\n  or type the key: ${secret.replace(/(.{4})/g, '$1 ').trim()}\n`,
  );
}

let parsed: ReturnType<typeof parse> | undefined;
function parse() {
  return parseArgs({
    allowPositionals: true,
    strict: true,
    options: { name: { type: 'string' }, role: { type: 'string' }, totp: { type: 'boolean' }, 'password-stdin': { type: 'boolean' }, ...HELP_OPTION },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail((error as Error).message);
}
const [command, login] = parsed!.positionals;
const values = parsed!.values;
if (command === undefined || command === 'help' || values.help) help();
// refused before the database is opened: an embedded one is locked while the receiver runs
if (!(COMMANDS as readonly string[]).includes(command!)) fail(`unknown command "${command}", expected one of ${COMMANDS.join(', ')}`);
if (command !== 'list' && !login) fail(`${command} needs a login`);

const password = (): string => {
  if (!values['password-stdin']) return newPassword();
  const typed = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  if (typed.length < MIN_PASSWORD_CHARS || typed.length > MAX_PASSWORD_CHARS) fail(`a password has ${MIN_PASSWORD_CHARS} to ${MAX_PASSWORD_CHARS} characters`);
  return typed;
};

const { db, cipher } = await openCommandDatabase().catch((error: unknown) => fail((error as Error).message));
try {
  switch (command) {
    case 'add': {
      const chosenAccess = accessOf((values.role ?? 'coordinator').split(',').map((role) => role.trim()));
      if (typeof chosenAccess === 'string') fail(`--role: ${chosenAccess}`);
      const access = chosenAccess as Exclude<typeof chosenAccess, string>;
      const role = access.role;
      if (!values.name?.trim()) fail('--name "Имя Фамилия" is shown in the inbox and the print');
      const secretWanted = role === 'admin' || values.totp === true;
      const chosen = password();
      const { totpSecret } = await createAccount(db, cipher, {
        login: login!,
        displayName: values.name!.trim(),
        ...access,
        password: chosen,
        totp: secretWanted,
      }).catch((error: unknown) => fail((error as Error).message.includes('unique') ? `the login ${login} is taken` : (error as Error).message));
      process.stdout.write(`account ${login} (${rolesText({ readsForms: true, editsSite: false, ...access })}) created\n`);
      if (!values['password-stdin']) process.stdout.write(`password (shown once): ${chosen}\n`);
      if (totpSecret) printSecret(login!, totpSecret);
      break;
    }
    case 'password': {
      const chosen = password();
      if (!(await setPassword(db, login!, chosen))) fail(`no account ${login}`);
      process.stdout.write(`new password for ${login}; its sessions ended\n`);
      // the password ends its line, as `add` prints it: what is copied from there logs in
      if (!values['password-stdin']) process.stdout.write(`password (shown once): ${chosen}\n`);
      break;
    }
    case 'totp': {
      const secret = await resetTotp(db, cipher, login!);
      if (!secret) fail(`no account ${login}`);
      printSecret(login!, secret!);
      process.stdout.write('the previous second factor no longer works; its sessions ended\n');
      break;
    }
    case 'disable':
      if (!(await disableAccount(db, login!))) fail(`no enabled account ${login}`);
      process.stdout.write(`account ${login} disabled; its sessions ended\n`);
      break;
    case 'list':
      for (const account of await listAccounts(db, cipher)) {
        process.stdout.write(
          `${account.login}\t${rolesText(account)}\t${account.displayName}\t${account.totpSecret ? 'totp' : 'no totp'}\t${account.disabled ? 'disabled' : 'enabled'}\n`,
        );
      }
      break;
    default:
      fail(`unknown command ${command}`);
  }
} finally {
  await db.close();
}

import path from 'node:path';
import { z } from 'zod';

// The forms service's settings, read from its environment in this one place
// (deploy/receiver/receiver.env.example) and checked whole before anything opens or listens: a
// mistake in the inbox's address stops the start, not a receiver already answering. The keys are
// checked here for presence; their bytes by loadCipher. `npm run receiver`, its commands and the
// receiver inside npm start and npm run preview read the same variables.

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().trim().optional());
const port = (name: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${name} must be a port number` })
      .int(`${name} must be a port number`)
      .min(0, `${name} must be a port number`)
      .max(65_535, `${name} must be a port number`)
      .optional(),
  );
const ratePerMinute = (name: string) =>
  z.preprocess(unset, z.coerce.number().int(`${name} must be a whole number of submissions a minute`).min(1, `${name} must be at least 1`).optional());
const email = (name: string) => z.preprocess(unset, z.email(`${name} must be an e-mail address`).optional());

const environmentSchema = z.object({
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
        'DATABASE_URL must be a postgres:// URL; a password with "/", "+", "=" or "@" must be percent-encoded (%2F, %2B, %3D, %40)',
      )
      .optional(),
  ),
  RECEIVER_DATA_DIR: optionalText,
  RECEIVER_KEYS: optionalText,
  RECEIVER_HMAC_KEY: optionalText,
  SMTP_URL: z.preprocess(
    unset,
    z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  RECEIVER_NOTICE_TO: email('RECEIVER_NOTICE_TO'),
  RECEIVER_NOTICE_FROM: email('RECEIVER_NOTICE_FROM'),
  RECEIVER_TIME_ZONE: z.preprocess(
    unset,
    z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'RECEIVER_TIME_ZONE must be an IANA time zone such as Asia/Novosibirsk')
      .default(DEFAULT_TIME_ZONE),
  ),
  RECEIVER_HOST: optionalText,
  RECEIVER_PORT: port('RECEIVER_PORT'),
  // nginx on this machine sets X-Forwarded-For to the visitor's address
  RECEIVER_TRUST_PROXY: optionalText,
  RECEIVER_CLIENT_RATE_PER_MINUTE: ratePerMinute('RECEIVER_CLIENT_RATE_PER_MINUTE'),
  RECEIVER_GLOBAL_RATE_PER_MINUTE: ratePerMinute('RECEIVER_GLOBAL_RATE_PER_MINUTE'),
  RECEIVER_INBOX: z.preprocess(unset, z.enum(['on', 'off'], 'RECEIVER_INBOX must be "on" or "off"').default('on')),
  RECEIVER_INBOX_HOST: optionalText,
  RECEIVER_INBOX_PORT: port('RECEIVER_INBOX_PORT'),
  RECEIVER_INBOX_TLS_CERT: optionalText,
  RECEIVER_INBOX_TLS_KEY: optionalText,
  DATA_DIR: optionalText,
  // what GET /healthz and the watch loop look at (health/); each one absent is not checked
  RECEIVER_STATUS_DIR: optionalText,
  RECEIVER_PUBLISH_STATUS: optionalText,
  RECEIVER_DISK_PATHS: z.preprocess(
    unset,
    z
      .string()
      .refine(
        (value) => parseDiskPaths(value) !== undefined,
        'RECEIVER_DISK_PATHS must be absolute paths separated by commas, each one alone or as label=path (a label of letters, digits, "-" or "_")',
      )
      .optional(),
  ),
  RECEIVER_SITE_URL: z.preprocess(
    unset,
    z
      .string()
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', "RECEIVER_SITE_URL must be the site's https:// URL")
      .optional(),
  ),
  RECEIVER_ALERT_TO: email('RECEIVER_ALERT_TO'),
  RECEIVER_WATCH_SECONDS: z.preprocess(
    unset,
    z.coerce.number().int('RECEIVER_WATCH_SECONDS must be a whole number of seconds').min(1, 'RECEIVER_WATCH_SECONDS must be at least 1').default(300),
  ),
  // the web editor beside the inbox (server/forms/editor/, docs/web-editor.md «The deployed editor»)
  EDITOR_REPOSITORY: optionalText,
  EDITOR_WORKING_COPY: optionalText,
  EDITOR_BRANCH: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'EDITOR_BRANCH must be a branch name')
      .default('main'),
  ),
  EDITOR_SSH_KEY: optionalText,
  EDITOR_KNOWN_HOSTS: optionalText,
  EDITOR_ADMIN_DIR: optionalText,
  EDITOR_CHECK_COMMAND: optionalText,
  /** set by systemd for the unit's StateDirectory */
  STATE_DIRECTORY: optionalText,
});

type Environment = z.infer<typeof environmentSchema>;
type Check = (env: Environment, problem: (message: string) => void) => void;

const checkDatabase: Check = (env, problem) => {
  if (!env.DATABASE_URL && !env.RECEIVER_DATA_DIR)
    problem('DATABASE_URL (the PostgreSQL server) or RECEIVER_DATA_DIR (an embedded database folder) must be set');
};
const checkKeys: Check = (env, problem) => {
  if (!env.RECEIVER_KEYS) problem('RECEIVER_KEYS is not set: "id:base64key[,id:base64key…]", 32-byte keys (openssl rand -base64 32); the first encrypts');
  if (!env.RECEIVER_HMAC_KEY) problem('RECEIVER_HMAC_KEY is not set: a base64 key of 32 bytes or more (openssl rand -base64 32) for the phone lookup');
};
const checkInbox: Check = (env, problem) => {
  if (env.RECEIVER_INBOX === 'off') return;
  if (Boolean(env.RECEIVER_INBOX_TLS_CERT) !== Boolean(env.RECEIVER_INBOX_TLS_KEY)) problem('RECEIVER_INBOX_TLS_CERT and RECEIVER_INBOX_TLS_KEY go together');
  const host = env.RECEIVER_INBOX_HOST ?? '127.0.0.1';
  if (!LOOPBACK.has(host) && !env.RECEIVER_INBOX_TLS_CERT)
    problem(
      `the inbox would listen on ${host}, reachable from other machines: that takes TLS (RECEIVER_INBOX_TLS_CERT and RECEIVER_INBOX_TLS_KEY); keep RECEIVER_INBOX_HOST=127.0.0.1 and reach it through an SSH tunnel otherwise`,
    );
};

const checkEditor: Check = (env, problem) => {
  if (!env.EDITOR_REPOSITORY) return;
  // an instance without the inbox (the second) has no editor either: the setting is shared, and ignored there
  if (env.EDITOR_REPOSITORY.startsWith('-')) problem('EDITOR_REPOSITORY must be a path, user@host:/path or ssh://user@host:port/path');
  if (Boolean(env.EDITOR_SSH_KEY) !== Boolean(env.EDITOR_KNOWN_HOSTS))
    problem("EDITOR_SSH_KEY and EDITOR_KNOWN_HOSTS go together: the key, and the git server's host key checked by hand");
};

const checkAlerts: Check = (env, problem) => {
  if (env.RECEIVER_ALERT_TO && !env.SMTP_URL) problem("RECEIVER_ALERT_TO is set but SMTP_URL is not: the alerts leave by the notices' mail server");
};

const DISK_LABEL = /^[A-Za-z0-9_-]{1,32}$/;

/** `label=/path` or `/path` (labelled by its place, 1, 2, …), comma-separated; undefined when one is neither */
function parseDiskPaths(value: string): DiskPath[] | undefined {
  const disks: DiskPath[] = [];
  for (const [index, item] of value.split(',').entries()) {
    const text = item.trim();
    const equals = text.indexOf('=');
    const label = equals === -1 ? String(index + 1) : text.slice(0, equals).trim();
    const file = equals === -1 ? text : text.slice(equals + 1).trim();
    if (!DISK_LABEL.test(label) || !path.isAbsolute(file)) return undefined;
    disks.push({ label, path: file });
  }
  return disks;
}

/** the environment parsed, then each check: every problem at once */
function parseEnvironment(env: NodeJS.ProcessEnv, checks: readonly Check[]): { value: Environment } | { problems: string[] } {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => issue.message) };
  const problems: string[] = [];
  for (const check of checks) check(parsed.data, (message) => problems.push(message));
  return problems.length > 0 ? { problems } : { value: parsed.data };
}

export interface InboxSettings {
  host: string;
  port: number;
  tls: { cert: string; key: string } | undefined;
}

export interface EditorSettings {
  /** the site's repository: a path, or git@127.0.0.1:/srv/git/clinic.git over SSH */
  origin: string;
  /** the service's working copy of it */
  workingCopy: string;
  branch: string;
  /** GIT_SSH_COMMAND for an origin over SSH */
  sshCommand: string | undefined;
  /** the built editor: the live release's dist/admin/ */
  adminDir: string;
  /** the publisher's check; the commit is added */
  checkCommand: string[];
}

export interface DiskPath {
  /** what /healthz calls it: the label given, or its place in the list — never the path */
  label: string;
  path: string;
}

/** what the health checks read; undefined: that check is not configured */
export interface HealthSettings {
  statusDir: string | undefined;
  publishStatus: string | undefined;
  disks: DiskPath[] | undefined;
  siteUrl: string | undefined;
  /** the mail server the notices and alerts leave by (SMTP_URL) */
  smtpUrl: string | undefined;
}

export interface FormsSettings {
  database: { url: string | undefined; dataDir: string | undefined };
  /** RECEIVER_KEYS and RECEIVER_HMAC_KEY as given, for loadCipher */
  keys: { RECEIVER_KEYS: string; RECEIVER_HMAC_KEY: string };
  /** the build's db.json: the clinic's e-mail, the retention days and the consent versions */
  dbFile: string;
  timeZone: string;
  /** undefined: the notices wait in the outbox until a mail server is named */
  mail: { smtpUrl: string; to: string | undefined; from: string | undefined } | undefined;
  receiver: {
    host: string;
    port: number;
    trustProxy: string;
    clientRatePerMinute: number | undefined;
    globalRatePerMinute: number | undefined;
  };
  /** undefined: RECEIVER_INBOX=off */
  inbox: InboxSettings | undefined;
  /** undefined: no EDITOR_REPOSITORY */
  editor: EditorSettings | undefined;
  health: HealthSettings;
  watch: {
    /** the administrator's address; undefined: failures are logged, not mailed */
    alertTo: string | undefined;
    intervalSeconds: number;
  };
}

export type SettingsResult<T> = { settings: T } | { problems: string[] };

export interface SettingsDefaults {
  receiverPort: number;
  inboxPort: number;
  /** where the build is when DATA_DIR is not set */
  dataDir: string;
}

export const PRODUCTION_DEFAULTS: SettingsDefaults = { receiverPort: 3200, inboxPort: 3300, dataDir: 'dist-data' };

/** every problem of the environment at once, or the settings */
export function readFormsSettings(env: NodeJS.ProcessEnv, defaults: SettingsDefaults = PRODUCTION_DEFAULTS): SettingsResult<FormsSettings> {
  const parsed = parseEnvironment(env, [checkDatabase, checkKeys, checkInbox, checkEditor, checkAlerts]);
  if ('problems' in parsed) return parsed;
  const value = parsed.value;
  return {
    settings: {
      database: { url: value.DATABASE_URL, dataDir: value.RECEIVER_DATA_DIR },
      keys: { RECEIVER_KEYS: value.RECEIVER_KEYS!, RECEIVER_HMAC_KEY: value.RECEIVER_HMAC_KEY! },
      dbFile: path.resolve(value.DATA_DIR ?? defaults.dataDir, 'db.json'),
      timeZone: value.RECEIVER_TIME_ZONE,
      mail: value.SMTP_URL ? { smtpUrl: value.SMTP_URL, to: value.RECEIVER_NOTICE_TO, from: value.RECEIVER_NOTICE_FROM } : undefined,
      receiver: {
        host: value.RECEIVER_HOST ?? '127.0.0.1',
        port: value.RECEIVER_PORT ?? defaults.receiverPort,
        trustProxy: value.RECEIVER_TRUST_PROXY ?? '127.0.0.1',
        clientRatePerMinute: value.RECEIVER_CLIENT_RATE_PER_MINUTE,
        globalRatePerMinute: value.RECEIVER_GLOBAL_RATE_PER_MINUTE,
      },
      inbox:
        value.RECEIVER_INBOX === 'off'
          ? undefined
          : {
              host: value.RECEIVER_INBOX_HOST ?? '127.0.0.1',
              port: value.RECEIVER_INBOX_PORT ?? defaults.inboxPort,
              tls:
                value.RECEIVER_INBOX_TLS_CERT && value.RECEIVER_INBOX_TLS_KEY
                  ? { cert: value.RECEIVER_INBOX_TLS_CERT, key: value.RECEIVER_INBOX_TLS_KEY }
                  : undefined,
            },
      editor: editorSettingsOf(value, defaults),
      health: {
        statusDir: value.RECEIVER_STATUS_DIR,
        publishStatus: value.RECEIVER_PUBLISH_STATUS,
        disks: value.RECEIVER_DISK_PATHS === undefined ? undefined : parseDiskPaths(value.RECEIVER_DISK_PATHS),
        siteUrl: value.RECEIVER_SITE_URL,
        smtpUrl: value.SMTP_URL,
      },
      watch: { alertTo: value.RECEIVER_ALERT_TO, intervalSeconds: value.RECEIVER_WATCH_SECONDS },
    },
  };
}

function editorSettingsOf(value: Environment, defaults: SettingsDefaults): EditorSettings | undefined {
  if (!value.EDITOR_REPOSITORY || value.RECEIVER_INBOX === 'off') return undefined;
  const state = value.STATE_DIRECTORY?.split(':')[0] ?? 'var';
  return {
    origin: value.EDITOR_REPOSITORY,
    workingCopy: path.resolve(value.EDITOR_WORKING_COPY ?? path.join(state, 'editor', 'site.git')),
    branch: value.EDITOR_BRANCH,
    sshCommand:
      value.EDITOR_SSH_KEY && value.EDITOR_KNOWN_HOSTS
        ? `ssh -i ${value.EDITOR_SSH_KEY} -o IdentitiesOnly=yes -o UserKnownHostsFile=${value.EDITOR_KNOWN_HOSTS} -o StrictHostKeyChecking=yes -o BatchMode=yes`
        : undefined,
    adminDir: path.resolve(value.EDITOR_ADMIN_DIR ?? path.join(value.DATA_DIR ?? defaults.dataDir, '..', 'dist', 'admin')),
    checkCommand: value.EDITOR_CHECK_COMMAND?.split(/\s+/).filter(Boolean) ?? [
      process.execPath,
      '--enable-source-maps',
      path.resolve('dist-node/publish.mjs'),
      'check',
    ],
  };
}

/** what the commands (staff, receiver:delete, receiver:reencrypt) need: the database and the keys */
export type CommandSettings = Pick<FormsSettings, 'database' | 'keys'>;

export function readCommandSettings(env: NodeJS.ProcessEnv): SettingsResult<CommandSettings> {
  const parsed = parseEnvironment(env, [checkDatabase, checkKeys]);
  if ('problems' in parsed) return parsed;
  const value = parsed.value;
  return {
    settings: {
      database: { url: value.DATABASE_URL, dataDir: value.RECEIVER_DATA_DIR },
      keys: { RECEIVER_KEYS: value.RECEIVER_KEYS!, RECEIVER_HMAC_KEY: value.RECEIVER_HMAC_KEY! },
    },
  };
}

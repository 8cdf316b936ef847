import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCommandSettings, readFormsSettings, type FormsSettings } from '../../../server/forms/settings.ts';

// The forms service's environment, checked whole: every mistake named at once, before anything
// opens or listens (deploy/receiver/receiver.env.example).

const KEYS = { RECEIVER_KEYS: `k1:${randomBytes(32).toString('base64')}`, RECEIVER_HMAC_KEY: randomBytes(32).toString('base64') };
const BASE = { ...KEYS, DATABASE_URL: 'postgres://clinic_receiver:secret@127.0.0.1:5432/clinic_forms' };

function settingsOf(env: NodeJS.ProcessEnv): FormsSettings {
  const read = readFormsSettings(env);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.settings;
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const read = readFormsSettings(env);
  return 'problems' in read ? read.problems : [];
}

describe('readFormsSettings', () => {
  it('takes the production defaults: the receiver on 127.0.0.1:3200, the inbox on 127.0.0.1:3300, dist-data/db.json', () => {
    const settings = settingsOf(BASE);
    expect(settings.receiver).toMatchObject({ host: '127.0.0.1', port: 3200, trustProxy: '127.0.0.1' });
    expect(settings.inbox).toEqual({ host: '127.0.0.1', port: 3300, tls: undefined });
    expect(settings.dbFile).toMatch(/dist-data\/db\.json$/);
    expect(settings.timeZone).toBe('Europe/Moscow');
    expect(settings.mail).toBeUndefined();
  });

  it('reads every setting it is given, an empty one as not given', () => {
    const settings = settingsOf({
      ...BASE,
      RECEIVER_PORT: '4200',
      RECEIVER_INBOX_PORT: '4300',
      RECEIVER_INBOX_HOST: '',
      SMTP_URL: 'smtps://forms%40clinic.example:pw@smtp.example.ru:465',
      RECEIVER_NOTICE_TO: 'info@clinic.example',
      RECEIVER_TIME_ZONE: 'Asia/Novosibirsk',
      DATA_DIR: '/srv/clinic/site/current/dist-data',
    });
    expect(settings.receiver.port).toBe(4200);
    expect(settings.inbox).toEqual({ host: '127.0.0.1', port: 4300, tls: undefined });
    expect(settings.mail).toEqual({ smtpUrl: 'smtps://forms%40clinic.example:pw@smtp.example.ru:465', to: 'info@clinic.example', from: undefined });
    expect(settings.timeZone).toBe('Asia/Novosibirsk');
    expect(settings.dbFile).toBe('/srv/clinic/site/current/dist-data/db.json');
    expect(settingsOf({ ...BASE, RECEIVER_INBOX: 'off' }).inbox).toBeUndefined();
  });

  it('names every mistake at once', () => {
    const problems = problemsOf({
      RECEIVER_PORT: 'http',
      RECEIVER_INBOX_PORT: '70000',
      RECEIVER_TIME_ZONE: 'Novosibirsk',
      RECEIVER_NOTICE_TO: 'clinic',
      SMTP_URL: 'mail.example.ru',
      RECEIVER_CLIENT_RATE_PER_MINUTE: '0',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'RECEIVER_PORT must be a port number',
        'RECEIVER_INBOX_PORT must be a port number',
        expect.stringContaining('RECEIVER_TIME_ZONE must be an IANA time zone'),
        'RECEIVER_NOTICE_TO must be an e-mail address',
        'SMTP_URL must be an smtp:// or smtps:// URL',
        'RECEIVER_CLIENT_RATE_PER_MINUTE must be at least 1',
      ]),
    );
    // the database and the keys are checked once the values themselves read
    expect(problemsOf({})).toEqual([
      expect.stringContaining('DATABASE_URL (the PostgreSQL server) or RECEIVER_DATA_DIR'),
      expect.stringContaining('RECEIVER_KEYS is not set'),
      expect.stringContaining('RECEIVER_HMAC_KEY is not set'),
    ]);
  });

  it('refuses a database password that breaks the URL, with how to write it', () => {
    const [problem] = problemsOf({ ...KEYS, DATABASE_URL: 'postgres://clinic_receiver:ab/cd+e==@127.0.0.1:5432/clinic_forms' });
    expect(problem).toMatch(/percent-encoded \(%2F/);
    expect(problemsOf({ ...KEYS, DATABASE_URL: 'postgres://clinic_receiver:ab%2Fcd%2Be%3D%3D@127.0.0.1:5432/clinic_forms' })).toEqual([]);
  });

  it('refuses a public inbox without TLS, and half a TLS setting', () => {
    expect(problemsOf({ ...BASE, RECEIVER_INBOX_HOST: '0.0.0.0' })).toEqual([expect.stringMatching(/takes TLS.*SSH tunnel/)]);
    expect(problemsOf({ ...BASE, RECEIVER_INBOX_TLS_CERT: '/c.pem' })).toContain('RECEIVER_INBOX_TLS_CERT and RECEIVER_INBOX_TLS_KEY go together');
    expect(settingsOf({ ...BASE, RECEIVER_INBOX_HOST: '0.0.0.0', RECEIVER_INBOX_TLS_CERT: '/c.pem', RECEIVER_INBOX_TLS_KEY: '/k.pem' }).inbox?.tls).toEqual({
      cert: '/c.pem',
      key: '/k.pem',
    });
    // no inbox, nothing to check about it
    expect(problemsOf({ ...BASE, RECEIVER_INBOX: 'off', RECEIVER_INBOX_HOST: '0.0.0.0' })).toEqual([]);
  });
});

describe('the health checks and the alerts', () => {
  it('configures no check and mails nothing by default, and watches every 5 minutes', () => {
    const settings = settingsOf(BASE);
    expect(settings.health).toEqual({ statusDir: undefined, publishStatus: undefined, disks: undefined, siteUrl: undefined });
    expect(settings.watch).toEqual({ alertTo: undefined, intervalSeconds: 300 });
  });

  it('reads them, the disks labelled as given or by their place in the list', () => {
    const settings = settingsOf({
      ...BASE,
      SMTP_URL: 'smtp://127.0.0.1:25',
      RECEIVER_STATUS_DIR: '/var/lib/clinic/status',
      RECEIVER_PUBLISH_STATUS: '/srv/clinic/site/status/status.json',
      RECEIVER_DISK_PATHS: 'database=/var/lib/postgresql, /srv/backups',
      RECEIVER_SITE_URL: 'https://clinic.example.ru',
      RECEIVER_ALERT_TO: 'admin@clinic.example.ru',
      RECEIVER_WATCH_SECONDS: '5',
    });
    expect(settings.health).toEqual({
      statusDir: '/var/lib/clinic/status',
      publishStatus: '/srv/clinic/site/status/status.json',
      disks: [
        { label: 'database', path: '/var/lib/postgresql' },
        { label: '2', path: '/srv/backups' },
      ],
      siteUrl: 'https://clinic.example.ru',
      smtpUrl: 'smtp://127.0.0.1:25',
    });
    expect(settings.watch).toEqual({ alertTo: 'admin@clinic.example.ru', intervalSeconds: 5 });
  });

  it('names each mistake', () => {
    expect(
      problemsOf({
        ...BASE,
        RECEIVER_DISK_PATHS: 'data=relative/path',
        RECEIVER_SITE_URL: 'http://clinic.example.ru',
        RECEIVER_ALERT_TO: 'admin',
        RECEIVER_WATCH_SECONDS: '0',
      }),
    ).toEqual([
      expect.stringContaining('RECEIVER_DISK_PATHS must be absolute paths'),
      "RECEIVER_SITE_URL must be the site's https:// URL",
      'RECEIVER_ALERT_TO must be an e-mail address',
      'RECEIVER_WATCH_SECONDS must be at least 1',
    ]);
    expect(problemsOf({ ...BASE, RECEIVER_DISK_PATHS: 'a path=/srv' })).toEqual([expect.stringContaining('RECEIVER_DISK_PATHS')]);
    expect(problemsOf({ ...BASE, RECEIVER_ALERT_TO: 'admin@clinic.example.ru' })).toEqual([expect.stringContaining('SMTP_URL is not')]);
  });
});

describe('the web editor', () => {
  it('has none without EDITOR_REPOSITORY, nor on an instance without the inbox', () => {
    expect(settingsOf(BASE).editor).toBeUndefined();
    expect(settingsOf({ ...BASE, EDITOR_REPOSITORY: '/srv/git/clinic.git', RECEIVER_INBOX: 'off' }).editor).toBeUndefined();
  });

  it('pushes over SSH with its key and the checked host key; keeps its working copy in the unit’s state folder', () => {
    const editor = settingsOf({
      ...BASE,
      DATA_DIR: '/srv/clinic/site/current/dist-data',
      STATE_DIRECTORY: '/var/lib/clinic-receiver',
      EDITOR_REPOSITORY: 'git@127.0.0.1:/srv/git/clinic.git',
      EDITOR_SSH_KEY: '/etc/clinic/editor-ssh-key',
      EDITOR_KNOWN_HOSTS: '/etc/clinic/editor-known-hosts',
    }).editor!;
    expect(editor).toMatchObject({
      origin: 'git@127.0.0.1:/srv/git/clinic.git',
      workingCopy: '/var/lib/clinic-receiver/editor/site.git',
      branch: 'main',
      adminDir: '/srv/clinic/site/current/dist/admin',
    });
    expect(editor.sshCommand).toBe(
      'ssh -i /etc/clinic/editor-ssh-key -o IdentitiesOnly=yes -o UserKnownHostsFile=/etc/clinic/editor-known-hosts -o StrictHostKeyChecking=yes -o BatchMode=yes',
    );
    expect(editor.checkCommand.slice(1)).toEqual(['--enable-source-maps', expect.stringMatching(/dist-node\/publish\.mjs$/), 'check']);
  });

  it('refuses half an SSH setting and a branch that is not one', () => {
    expect(problemsOf({ ...BASE, EDITOR_REPOSITORY: 'git@127.0.0.1:/srv/git/clinic.git', EDITOR_SSH_KEY: '/etc/clinic/editor-ssh-key' })).toEqual([
      expect.stringContaining('EDITOR_SSH_KEY and EDITOR_KNOWN_HOSTS go together'),
    ]);
    expect(problemsOf({ ...BASE, EDITOR_REPOSITORY: '/srv/git/clinic.git', EDITOR_BRANCH: '--all' })).toEqual([expect.stringContaining('EDITOR_BRANCH')]);
  });
});

describe('readCommandSettings', () => {
  it('needs only the database and the keys: a wrong inbox setting does not stop a command', () => {
    const read = readCommandSettings({ ...BASE, RECEIVER_INBOX_HOST: '0.0.0.0' });
    expect(read).toEqual({ settings: { database: { url: BASE.DATABASE_URL, dataDir: undefined }, keys: KEYS } });
    expect(readCommandSettings({ DATABASE_URL: BASE.DATABASE_URL })).toEqual({
      problems: [expect.stringContaining('RECEIVER_KEYS'), expect.stringContaining('RECEIVER_HMAC_KEY')],
    });
  });
});

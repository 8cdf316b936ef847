import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxSettingsFromEnvironment, startInbox } from '../../../../server/forms/inbox/inbox-server.ts';
import { openDatabase } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import { testCipher } from '../fixtures.ts';

// Where the inbox listens: 127.0.0.1 by default; another address only with TLS, else it does not
// start; over TLS it answers https with Strict-Transport-Security.

const dir = mkdtempSync(path.join(os.tmpdir(), 'inbox-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('inboxSettingsFromEnvironment', () => {
  it('binds 127.0.0.1 at the default port unless told otherwise, and can be switched off', () => {
    expect(inboxSettingsFromEnvironment({}, 3300)).toEqual({ host: '127.0.0.1', port: 3300, tls: undefined });
    expect(inboxSettingsFromEnvironment({ RECEIVER_INBOX_PORT: '4400' }, 3300)?.port).toBe(4400);
    expect(inboxSettingsFromEnvironment({ RECEIVER_INBOX: 'off' }, 3300)).toBeUndefined();
  });

  it('refuses a public address without TLS, half a TLS setting and a port that is not one', () => {
    expect(() => inboxSettingsFromEnvironment({ RECEIVER_INBOX_HOST: '0.0.0.0' }, 3300)).toThrow(/TLS/);
    expect(() => inboxSettingsFromEnvironment({ RECEIVER_INBOX_HOST: '10.0.0.5' }, 3300)).toThrow(/SSH tunnel/);
    expect(() => inboxSettingsFromEnvironment({ RECEIVER_INBOX_TLS_CERT: '/x.pem' }, 3300)).toThrow(/go together/);
    expect(() => inboxSettingsFromEnvironment({ RECEIVER_INBOX_PORT: 'http' }, 3300)).toThrow(/port/);
    expect(
      inboxSettingsFromEnvironment({ RECEIVER_INBOX_HOST: '0.0.0.0', RECEIVER_INBOX_TLS_CERT: '/c.pem', RECEIVER_INBOX_TLS_KEY: '/k.pem' }, 3300)?.tls,
    ).toEqual({
      cert: '/c.pem',
      key: '/k.pem',
    });
  });
});

describe.skipIf(!hasOpenssl())('the inbox over TLS', () => {
  it('answers https with Strict-Transport-Security and the login page', async () => {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
      stdio: 'ignore',
    });
    const db = await openDatabase({});
    await migrate(db);
    const inbox = await startInbox(
      { host: '127.0.0.1', port: 0, tls: { cert, key } },
      { db, cipher: testCipher(), timeZone: 'Europe/Moscow', retentionDays: 30 },
    );
    try {
      expect(inbox.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
      const { request } = await import('node:https');
      const answer = await new Promise<{ status: number; hsts: string | undefined; body: string }>((resolve, reject) => {
        request(`${inbox.url}login`, { rejectUnauthorized: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, hsts: response.headers['strict-transport-security'], body }));
        })
          .on('error', reject)
          .end();
      });
      expect(answer.status).toBe(200);
      expect(answer.hsts).toBe('max-age=31536000');
      expect(answer.body).toContain('Вход для сотрудников клиники');
    } finally {
      await inbox.close();
      await db.close();
    }
  });
});

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

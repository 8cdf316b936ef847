import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInboxTls, startInbox } from '../../../../server/forms/inbox/inbox-server.ts';
import { openDatabase } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import { testCipher } from '../fixtures.ts';

// Over TLS the inbox answers https with Strict-Transport-Security (where it may listen: settings.test.ts).

const dir = mkdtempSync(path.join(os.tmpdir(), 'inbox-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readInboxTls', () => {
  it('reads nothing for an inbox on loopback, and names a PEM file it cannot read', () => {
    expect(readInboxTls({ host: '127.0.0.1', port: 3300, tls: undefined })).toBeUndefined();
    const missing = path.join(dir, 'missing-cert.pem');
    expect(() => readInboxTls({ host: '0.0.0.0', port: 3300, tls: { cert: missing, key: missing } })).toThrow(
      `the inbox's TLS file ${missing} cannot be read: ENOENT`,
    );
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
    const settings = { host: '127.0.0.1', port: 0, tls: { cert, key } };
    const inbox = await startInbox(settings, readInboxTls(settings), {
      db,
      cipher: testCipher(),
      timeZone: 'Europe/Moscow',
      retentionDays: 30,
    });
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

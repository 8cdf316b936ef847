import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopProcess, waitForServer } from '../../../scripts/processes.ts';
import { SAMPLE_ANKET, SAMPLE_CALLBACK } from '../../../bench/forms/sample-forms.ts';
import { ROOT, spawnScript } from '../../support/run-cli.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../scripts/smtp-test-server.ts';

// `npm run receiver` as the clinic runs it: its own process, an embedded PostgreSQL folder, a real
// SMTP server. A submission is acknowledged only once committed, so a receiver killed with SIGKILL
// loses none: after a restart its notice still goes out (at least once; a crash mid-send may send
// it a second time, under the same reference).

const GOOD = path.join(ROOT, 'tests/pipeline/fixtures/good');
let dir: string;
let smtp: SmtpTestServer;
let receiver: ChildProcess | undefined;
let base: string;
const env: NodeJS.ProcessEnv = {};

async function startReceiver(): Promise<void> {
  receiver = spawnScript('server/receiver/cli.ts', [], env);
  receiver.stdout!.resume();
  receiver.stderr!.resume();
  await waitForServer(`${base}/api/forms`, receiver, 60_000);
}

function send(body: object, key: string): Promise<Response> {
  return fetch(`${base}/api/forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

async function mailFor(reference: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.messages.find((message) => reference.test(message.subject));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no notice matching ${reference} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-process-'));
  // the build's consent and policy pages, whose versions each submission records
  await writeFile(
    path.join(dir, 'db.json'),
    JSON.stringify({
      pages: [
        { id: 'consent', hash: 'consent-1' },
        { id: 'privacy-policy', hash: 'policy-1' },
      ],
    }),
  );
  smtp = await startSmtpTestServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  Object.assign(env, {
    RECEIVER_DATA_DIR: path.join(dir, 'database'),
    RECEIVER_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    RECEIVER_HMAC_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    RECEIVER_NOTICE_TO: 'clinic@example.ru',
    RECEIVER_NOTICE_FROM: 'forms@example.ru',
    RECEIVER_PORT: String(port),
    // the inbox on a port of its own: other receivers may run beside this one
    RECEIVER_INBOX_PORT: '0',
    CONTENT_DIR: GOOD,
    DATA_DIR: dir,
  });
  await startReceiver();
}, 90_000);

afterAll(async () => {
  await stopProcess(receiver);
  await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run receiver', () => {
  it('stores a callback, answers {success:true} and e-mails its notice', async () => {
    const answer = await send(SAMPLE_CALLBACK, 'callback-key-0000000001');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    const text = await mailFor(/обратную связь/);
    expect(text).toContain('Мария');
    expect(text).toContain('+79991234567');
  });

  it('survives SIGKILL in the middle of sending a notice: after a restart the questionnaire is e-mailed, its contents never', async () => {
    smtp.delayMs = 30_000;
    const before = smtp.received;
    const answer = await send(SAMPLE_ANKET, 'anket-key-00000000000001');
    expect(await answer.json()).toEqual({ success: true });
    // the notice is on the wire and unanswered: the row is claimed, its delivery not committed
    const deadline = Date.now() + 20_000;
    while (smtp.received === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received).toBeGreaterThan(before);
    receiver!.kill('SIGKILL');
    await new Promise((resolve) => receiver!.once('exit', resolve));

    smtp.delayMs = 0;
    await startReceiver();
    const text = await mailFor(/анкета/i);
    expect(text).not.toContain('ДЦП');
    expect(text).not.toContain('тетрапарез');
    // the same submission sent again after the restart is the one already stored
    const again = await send(SAMPLE_ANKET, 'anket-key-00000000000001');
    expect(await again.json()).toEqual({ success: true });
  }, 90_000);
});

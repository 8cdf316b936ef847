import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnScript } from '../../../testing/run-cli.ts';
import { receiverEnvironment, writeBuiltPages } from './receiver-cli-environment.ts';
import { freePort, stopProcess, waitForServer } from '../../../testing/services/processes.ts';
import { SAMPLE_ANKET, SAMPLE_CALLBACK } from '../../../testing/forms/sample-forms.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';

// `npm run receiver` as the clinic runs it: its own process, an embedded PostgreSQL folder, a real
// SMTP server. A submission is acknowledged only once committed, so a receiver killed with SIGKILL
// loses none: after a restart its notice still goes out (at least once; a crash mid-send may send
// it a second time, under the same reference).

let dir: string;
let smtp: SmtpTestServer;
let receiver: ChildProcess | undefined;
let base: string;
const env: NodeJS.ProcessEnv = {};

async function startReceiver(): Promise<void> {
  receiver = spawnScript('server/forms/cli.ts', [], env);
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
  await writeBuiltPages(dir, { consent: 'consent-1', policy: 'policy-1' });
  smtp = await startSmtpTestServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  Object.assign(env, { ...receiverEnvironment({ dataDir: dir, smtpPort: smtp.port, port }), RECEIVER_DATA_DIR: path.join(dir, 'database') });
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

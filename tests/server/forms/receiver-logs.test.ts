import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ANKET, SAMPLE_CALLBACK } from '../../../testing/forms/sample-forms.ts';
import { freePort } from '../../../testing/services/processes.ts';
import { startReceiverProcess } from './support/started-receiver.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';
import { writeBuiltPages } from './receiver-cli-environment.ts';
import type { ProcessLog } from './support/process-log.ts';

// Everything `npm run receiver` writes while forms come in, the mail server is down, then back:
// every line one JSON object with `time` and `level`, and no line holding anything a family sent
// — names, phones, the diagnosis, the e-mail, the comment — not in the request lines, not in the
// outbox's failures, not in a refusal's. And a line says when delivery resumed.

const MARKERS = {
  name: 'Агафья-Маркер',
  phone: '+79990001122',
  phoneDigits: '9990001122',
  comment: 'Комментарий-Маркер',
  child: 'Ребёнок-Маркер',
  diagnosis: 'Диагноз-Маркер',
  email: 'family-marker@example.ru',
};

let dir: string;
let smtp: SmtpTestServer;
let receiver: ChildProcess;
let log: ProcessLog;
let base: string;

function send(body: object, key: string, query = ''): Promise<Response> {
  return fetch(`${base}/api/forms${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': key, cookie: `session=${MARKERS.email}` },
    body: JSON.stringify(body),
  });
}

const callback = { ...SAMPLE_CALLBACK, Имя: MARKERS.name, Телефон: MARKERS.phone, 'Дополнительная информация': MARKERS.comment };
const anket = {
  ...SAMPLE_ANKET,
  from_name: MARKERS.child,
  message: `Ребёнок: ${MARKERS.child}\nДиагноз: ${MARKERS.diagnosis}\nТелефон: ${MARKERS.phone}\nE-mail: ${MARKERS.email}`,
  reply_to: MARKERS.email,
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-logs-'));
  await writeBuiltPages(dir);
  smtp = await startSmtpTestServer();
  // the mail server is down when the forms come
  await smtp.stop();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ({ receiver, log } = await startReceiverProcess(dir, smtp.port, port));
}, 90_000);

afterAll(async () => {
  if (receiver.exitCode === null) receiver.kill('SIGKILL');
  await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the log of npm run receiver', () => {
  it('is JSON lines with time and level, holds nothing a family sent, and says when delivery resumed', async () => {
    expect((await send(callback, 'log-callback-000000001', `?name=${encodeURIComponent(MARKERS.name)}&phone=${MARKERS.phone}`)).status).toBe(200);
    expect((await send(anket, 'log-anket-0000000000001')).status).toBe(200);
    // refusals: a form with an unknown field, an empty name, a body that is not JSON
    expect((await send({ ...callback, [MARKERS.diagnosis]: MARKERS.email }, 'log-callback-000000002')).status).toBe(200);
    expect((await send({ ...callback, Имя: '' }, 'log-callback-000000003')).status).toBe(400);
    const broken = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: `{"Имя": "${MARKERS.name}", `,
    });
    expect(broken.status).toBe(400);
    // the mail server is down here: /healthz says so (its `mail` check), and its query is not logged
    expect((await fetch(`${base}/healthz?email=${MARKERS.email}`)).status).toBe(503);
    await log.waitFor((entry) => String(entry.msg).includes('was not sent (attempt 1'));

    await smtp.start();
    expect((await send({ ...callback, Имя: `${MARKERS.name}-2` }, 'log-callback-000000004')).status).toBe(200);
    const resumed = await log.waitFor((entry) => String(entry.msg).startsWith('outbox: delivery resumed'), 30_000);
    expect(resumed).toMatchObject({ level: 'info', failedAttempts: expect.any(Number), failingSince: expect.any(String) });
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(4);

    receiver.kill('SIGTERM');
    await new Promise((resolve) => receiver.once('close', resolve));

    const lines = log.lines();
    if (process.env.SHOW_LOG) console.log(lines.join('\n'));
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(Number.isNaN(Date.parse(String(entry.time))), line).toBe(false);
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal'], line).toContain(entry.level);
      for (const value of Object.values(MARKERS)) expect(line, line).not.toContain(value);
      expect(line).not.toMatch(/127\.0\.0\.1:\d+.*(remote|address)|cookie|user-agent/i);
    }
    const requests = log.entries().filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => `${String(entry.method)} ${String(entry.path)} ${String(entry.status)}`)).toEqual([
      'POST /api/forms 200',
      'POST /api/forms 200',
      'POST /api/forms 200',
      'POST /api/forms 400',
      'POST /api/forms 400',
      'GET /healthz 503',
      'POST /api/forms 200',
    ]);
    for (const entry of requests)
      expect(Object.keys(entry).sort()).toEqual(['level', 'method', 'msg', 'path', 'pid', 'reqId', 'responseTimeMs', 'status', 'time']);
    expect(log.stderr()).toBe('');
  }, 120_000);
});

import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/forms/database/database.ts';
import { SAMPLE_CALLBACK } from '../../../testing/forms/sample-forms.ts';
import { freePort } from '../../../testing/services/processes.ts';
import { startReceiverProcess } from './support/started-receiver.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';
import { writeBuiltPages } from './receiver-cli-environment.ts';
import type { ProcessLog } from './support/process-log.ts';

// `npm run receiver` stopped by SIGTERM (systemctl stop, a deploy) while a slow phone is half-way
// through sending a form: the port stops taking connections at once (nginx goes to the other
// instance), an idle kept-alive connection is closed, the form in flight is answered 200 and its
// row committed, its notice's send finishes, and the process exits 0 well within systemd's 30 s.

let dir: string;
let smtp: SmtpTestServer;
let receiver: ChildProcess;
let log: ProcessLog;
let port: number;

const KEY = 'drain-callback-00000001';

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** everything the server sends until it closes the connection */
function answerOf(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => socket.once('close', () => resolve(text)));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-drain-'));
  await writeBuiltPages(dir);
  smtp = await startSmtpTestServer();
  port = await freePort();
  ({ receiver, log } = await startReceiverProcess(dir, smtp.port, port));
}, 90_000);

afterAll(async () => {
  if (receiver.exitCode === null) receiver.kill('SIGKILL');
  await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run receiver on SIGTERM', () => {
  it('answers and commits the form in flight, refuses new connections, closes idle ones, and exits 0', async () => {
    // an idle keep-alive connection, as nginx keeps them
    const idle = await open();
    const idleAnswer = answerOf(idle);
    idle.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);

    // a slow phone: the headers and half the body, the rest after SIGTERM
    const body = Buffer.from(JSON.stringify(SAMPLE_CALLBACK));
    const slow = await open();
    const slowAnswer = answerOf(slow);
    slow.write(
      `POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Idempotency-Key: ${KEY}\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
    );
    slow.write(body.subarray(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => receiver.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    receiver.kill('SIGTERM');
    await log.waitFor((entry) => String(entry.msg).includes('draining'));

    await expect(open()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // the idle connection is closed by the server, its one answer given
    expect(await idleAnswer).toMatch(/^HTTP\/1\.1 200 /);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    // its notice will be on the wire for 1.5 s when the drain reaches the outbox
    smtp.delayMs = 1500;
    slow.write(body.subarray(20));
    // answered, then its connection closed by the server (slowAnswer resolves on the close)
    const answer = await slowAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.endsWith('{"success":true}')).toBe(true);

    expect(await exited).toBe(0);
    // the outbox finished the notice it was sending before the process ended
    expect(smtp.messages.map((message) => message.subject)).toEqual(['Новая заявка на обратную связь К-000001']);
    expect(Date.now() - stoppedAt).toBeLessThan(25_000);
    expect(log.entries().at(-1)).toMatchObject({ level: 'info', msg: 'receiver: drained; exiting' });

    const db = await openDatabase({ dataDir: path.join(dir, 'database') });
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE idempotency_key = $1', [KEY]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});

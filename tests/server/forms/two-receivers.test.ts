import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnScript } from '../../../testing/run-cli.ts';
import { newKeys, receiverEnvironment, writeBuiltPages } from './receiver-cli-environment.ts';
import { freePort, stopProcess, waitForServer } from '../../../testing/services/processes.ts';
import { SAMPLE_CALLBACK } from '../../../testing/forms/sample-forms.ts';
import { createScratchDatabase } from './backends.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';

// Several receivers, one database: how the clinic grows past one machine. Two `npm run receiver`
// processes on one PostgreSQL share the outbox (FOR UPDATE SKIP LOCKED), so every form sent to
// either is e-mailed exactly once. Needs a real server: PGlite is one process's alone.

const ADMIN_URL = process.env.TEST_DATABASE_URL;
// ten per receiver: its limit per client and minute (receiver-app.ts), all from 127.0.0.1 here
const FORMS = 20;
const callback = (index: number) => ({ ...SAMPLE_CALLBACK, Имя: `Мария ${index}`, Телефон: `+7999${String(1_000_000 + index)}` });

let dir: string;
let smtp: SmtpTestServer;
let scratch: { url: string; drop(): Promise<void> } | undefined;
const receivers: { child: ChildProcess; base: string }[] = [];

describe.skipIf(ADMIN_URL === undefined)(
  `two receivers on one PostgreSQL${ADMIN_URL === undefined ? ' — skipped: no TEST_DATABASE_URL (npm test starts a PostgreSQL server for it)' : ''}`,
  () => {
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'two-receivers-'));
      await writeBuiltPages(dir);
      smtp = await startSmtpTestServer();
      scratch = await createScratchDatabase(ADMIN_URL!);
      const keys = newKeys();
      for (let index = 0; index < 2; index++) {
        const port = await freePort();
        const child = spawnScript('server/forms/cli.ts', [], {
          ...receiverEnvironment({ dataDir: dir, smtpPort: smtp.port, port, keys }),
          DATABASE_URL: scratch.url,
        });
        child.stdout!.resume();
        child.stderr!.resume();
        receivers.push({ child, base: `http://127.0.0.1:${port}` });
      }
      for (const receiver of receivers) await waitForServer(`${receiver.base}/api/forms`, receiver.child, 60_000);
    }, 120_000);

    afterAll(async () => {
      for (const receiver of receivers) await stopProcess(receiver.child);
      await smtp?.stop();
      await scratch?.drop();
      await rm(dir, { recursive: true, force: true });
    });

    it(`e-mails each of ${FORMS} forms sent to either of them exactly once`, async () => {
      // every notice takes a while on the wire, so both receivers' workers are busy at once
      smtp.delayMs = 50;
      const answers = await Promise.all(
        Array.from({ length: FORMS }, async (_, index) => {
          const { base } = receivers[index % 2]!;
          const response = await fetch(`${base}/api/forms`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': `two-receivers-${String(index).padStart(8, '0')}` },
            body: JSON.stringify(callback(index)),
          });
          return response.json();
        }),
      );
      expect(answers).toEqual(Array.from({ length: FORMS }, () => ({ success: true })));
      const deadline = Date.now() + 60_000;
      while (smtp.messages.length < FORMS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const references = smtp.messages.map((message) => /К-\d{6}/.exec(message.subject)?.[0]);
      expect(references).toHaveLength(FORMS);
      expect(new Set(references).size).toBe(FORMS);
    }, 90_000);
  },
);

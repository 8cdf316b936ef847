import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { deliverDue } from '../../../server/forms/outbox/deliver-notices.ts';
import { createNoticeTransport } from '../../../server/forms/outbox/notice-transport.ts';
import { startOutboxWorker, type OutboxWorker } from '../../../server/forms/outbox/outbox-worker.ts';
import { testCipher } from './fixtures.ts';
import { queueSubmission, readOutbox } from './queued-submission.ts';
import { startSmtpTestServer } from '../../../testing/services/smtp-test-server.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let worker: OutboxWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/** a delivery run that takes `ms` and counts how many runs are in flight at once */
function slowRuns(ms: number) {
  const stats = { runs: 0, inFlight: 0, mostInFlight: 0 };
  const deliver = async () => {
    stats.runs++;
    stats.inFlight++;
    stats.mostInFlight = Math.max(stats.mostInFlight, stats.inFlight);
    await wait(ms);
    stats.inFlight--;
  };
  return { stats, deliver };
}

describe('startOutboxWorker', () => {
  it('runs at once and again after each pause, never two runs at a time', async () => {
    const { stats, deliver } = slowRuns(30);
    worker = startOutboxWorker({ deliver, intervalMs: 5 });
    await wait(200);
    expect(stats.runs).toBeGreaterThanOrEqual(3);
    expect(stats.mostInFlight).toBe(1);
  });

  it('waits on stop() for the run in flight, and runs no more', async () => {
    const { stats, deliver } = slowRuns(80);
    worker = startOutboxWorker({ deliver, intervalMs: 5 });
    await wait(20);
    expect(stats.inFlight).toBe(1);
    await worker.stop();
    expect(stats.inFlight).toBe(0);
    const runs = stats.runs;
    await wait(120);
    expect(stats.runs).toBe(runs);
  });

  it('reports a failed run and still runs the next', async () => {
    const reportError = vi.fn();
    let runs = 0;
    worker = startOutboxWorker({
      deliver: async () => {
        if (++runs === 1) throw new Error('database away');
      },
      intervalMs: 5,
      reportError,
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toEqual(new Error('database away'));
  });

  it('runs at once when woken during a pause, and right after the run in flight when woken during one', async () => {
    const { stats, deliver } = slowRuns(40);
    worker = startOutboxWorker({ deliver, intervalMs: 60_000 });
    await wait(10);
    worker.wake(); // during the first run
    await vi.waitFor(() => expect(stats.runs).toBe(2), { timeout: 1000 });
    await wait(60);
    worker.wake(); // during the long pause
    await vi.waitFor(() => expect(stats.runs).toBe(3), { timeout: 1000 });
    expect(stats.mostInFlight).toBe(1);
  });

  it('runs again at once, not after the pause, when a run says more may be due', async () => {
    let runs = 0;
    worker = startOutboxWorker({ deliver: async () => ++runs < 4, intervalMs: 60_000 });
    await vi.waitFor(() => expect(runs).toBe(4), { timeout: 1000 });
    await wait(50);
    expect(runs).toBe(4);
  });

  it("delivers a stored notice to the mail host with the outbox's delivery", async () => {
    const db = await openDatabase({});
    const cipher = testCipher();
    const smtp = await startSmtpTestServer();
    const mailer = createNoticeTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    try {
      await migrate(db);
      await queueSubmission(db, cipher, { reference: 'К-000007', form: 'callback', notice: { name: 'Мария', phone: '+79123456789' }, receivedAt: new Date() });
      const options = { clinicAddress: 'clinic@example.ru', from: 'site@example.ru', timeZone: 'Europe/Moscow' };
      worker = startOutboxWorker({
        deliver: async () => {
          await deliverDue(db, cipher, mailer, options);
        },
        intervalMs: 20,
      });
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
      await worker.stop();
      expect(smtp.messages[0]?.subject).toBe('Новая заявка на обратную связь К-000007');
      expect(await readOutbox(db)).toEqual([]);
    } finally {
      mailer.close();
      await smtp.stop();
      await db.close();
    }
  });
});

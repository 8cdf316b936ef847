import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '../testing/services/postgres-server.ts';
import { openDatabase } from '../server/forms/database/database.ts';
import { startLoad, sleep, type LoadResult } from './forms/load.ts';
import { prepareReceiver, type ReceiverHandle } from './forms/receiver-process.ts';
import { restartWithFsync } from './forms/postgres-durability.ts';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../testing/services/smtp-test-server.ts';
import { readStoredSubmissions } from './forms/stored-submissions.ts';
import { round } from './stats.ts';

// 8. the clinic's form receiver (`npm run receiver`, docs/forms.md) under load, as its own process
// on 127.0.0.1 with a real SMTP server: throughput on the embedded PGlite and on a real PostgreSQL
// 15; SIGKILL every few seconds (no acknowledged submission lost); an SMTP outage (every stored
// submission e-mailed, none twice); RSS over many submissions. FORMS_PARTS=throughput,crash-pglite,
// crash-postgres,outage,memory picks parts (each under ~3 minutes, memory up to 5); a run keeps the others' last results.

const PARTS = ['throughput', 'crash-pglite', 'crash-postgres', 'outage', 'memory'] as const;
type Part = (typeof PARTS)[number];

const CLIENTS = 16;
const THROUGHPUT_MS = 15_000;
const WARM_UP_MS = 2_000;
const CRASH_MS = 60_000;
/** the receiver lives this long (plus its start) between two SIGKILLs */
const CRASH_UPTIME_MS = [2_000, 4_000] as const;
const OUTAGE = { beforeMs: 5_000, downMs: 30_000, afterMs: 5_000, recoveryLimitMs: 90_000 } as const;
/** long enough for MEMORY_LIMIT submissions on this 2-core machine (about 600 a second while it measures) */
const MEMORY_MS = 300_000;
const MEMORY_LIMIT = 100_000;

type Log = (line: string) => void;

interface Throughput {
  database: string;
  clients: number;
  seconds: number;
  submissions: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  refused: number;
  failed: number;
  rssMb: number | undefined;
  /** the receiver process's CPU time per submission, and its share of one core */
  receiverCpuMsPerSubmission: number | undefined;
  receiverCpuPercent: number | undefined;
}

export async function benchForms(log: Log, previous: unknown): Promise<Record<string, unknown>> {
  const chosen = (process.env.FORMS_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()) as Part[];
  for (const part of chosen) if (!PARTS.includes(part)) throw new Error(`FORMS_PARTS: unknown part ${part} (${PARTS.join(', ')})`);
  const results: Record<string, unknown> = { ...(typeof previous === 'object' && previous !== null ? previous : {}) };
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'forms-bench-'));
  const sink = await startSmtpTestServer();
  let postgres: PostgresServer | undefined;
  // started with fsync on, as the clinic's server runs (the throughput part also measures it off)
  const server = async () => {
    if (postgres === undefined) {
      postgres = await startPostgres(log);
      await restartWithFsync(postgres, true);
    }
    return postgres;
  };
  try {
    if (chosen.includes('throughput')) results.throughput = await benchThroughput(log, workDir, sink, server);
    if (chosen.includes('crash-pglite')) results.crashPglite = await benchCrash(log, { dataDir: path.join(workDir, 'crash') }, workDir, sink);
    if (chosen.includes('crash-postgres')) results.crashPostgres = await benchCrash(log, { url: await freshDatabase(await server(), 'crash') }, workDir, sink);
    if (chosen.includes('outage')) results.outage = await benchOutage(log, await freshDatabase(await server(), 'outage'), workDir, sink);
    if (chosen.includes('memory')) results.memory = await benchMemory(log, await freshDatabase(await server(), 'memory'), workDir, sink);
  } finally {
    postgres?.stop();
    await sink.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  return results;
}

/** a new database on the server */
async function freshDatabase(server: PostgresServer, name: string): Promise<string> {
  const admin = await openDatabase({ url: server.url });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return server.url.replace(/\/postgres$/, `/${name}`);
}

async function benchThroughput(log: Log, workDir: string, sink: SmtpTestServer, server: () => Promise<PostgresServer>): Promise<Throughput[]> {
  const rows: Throughput[] = [];
  const databases: [string, () => Promise<{ url: string } | { dataDir: string }>][] = [
    ['PGlite (embedded, a folder)', async () => ({ dataDir: path.join(workDir, 'throughput') })],
    ['PostgreSQL 15, fsync on', async () => ({ url: await freshDatabase(await server(), 'throughput_fsync') })],
    [
      'PostgreSQL 15, fsync off',
      async () => {
        const running = await server();
        await restartWithFsync(running, false);
        return { url: await freshDatabase(running, 'throughput_nofsync') };
      },
    ],
  ];
  for (const [name, database] of databases) {
    const receiver = await prepareReceiver({ database: await database(), smtpPort: sink.port, workDir });
    await receiver.start();
    try {
      await startLoad({ base: receiver.base, clients: CLIENTS, durationMs: WARM_UP_MS, maxSubmissions: 10_000 }).done;
      const cpuBefore = receiver.cpuMs() ?? 0;
      const load = await startLoad({ base: receiver.base, clients: CLIENTS, durationMs: THROUGHPUT_MS, maxSubmissions: 1_000_000 }).done;
      const cpu = (receiver.cpuMs() ?? 0) - cpuBefore;
      const row = {
        database: name,
        clients: CLIENTS,
        ...rates(load),
        rssMb: mb(receiver.rssMb()),
        receiverCpuMsPerSubmission: round(cpu / Math.max(1, load.acknowledged.length), 2),
        receiverCpuPercent: round((cpu / load.elapsedMs) * 100, 0),
      };
      log(
        `forms throughput, ${name}: ${row.perSecond}/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms (${row.refused} refused, ${row.failed} failed); ` +
          `receiver CPU ${row.receiverCpuPercent}% of a core, ${row.receiverCpuMsPerSubmission} ms a submission`,
      );
      rows.push(row);
    } finally {
      await receiver.stop();
    }
  }
  // the other parts run as the clinic's server does
  await restartWithFsync(await server(), true);
  return rows;
}

function rates(load: LoadResult) {
  const sorted = [...load.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0, 1);
  return {
    seconds: round(load.elapsedMs / 1000, 1),
    submissions: load.acknowledged.length,
    perSecond: round(load.acknowledged.length / (load.elapsedMs / 1000), 0),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    refused: load.refused,
    failed: load.failed,
  };
}

const mb = (value: number | undefined) => (value === undefined ? undefined : round(value, 0));

async function benchCrash(log: Log, database: { url: string } | { dataDir: string }, workDir: string, sink: SmtpTestServer) {
  const name = 'url' in database ? 'PostgreSQL 15' : 'PGlite';
  const receiver = await prepareReceiver({ database, smtpPort: sink.port, workDir });
  await receiver.start();
  const load = startLoad({ base: receiver.base, clients: CLIENTS / 2, durationMs: CRASH_MS, maxSubmissions: 1_000_000 });
  const started = performance.now();
  const restartsMs: number[] = [];
  let restartError: string | undefined;
  while (performance.now() - started < CRASH_MS) {
    await sleep(CRASH_UPTIME_MS[0] + Math.random() * (CRASH_UPTIME_MS[1] - CRASH_UPTIME_MS[0]));
    await receiver.kill('SIGKILL');
    try {
      restartsMs.push(await receiver.start());
    } catch (error) {
      restartError = (error as Error).message.slice(0, 500);
      break;
    }
  }
  load.stop();
  const result = await load.done;
  await receiver.stop();
  const stored = await readStoredSubmissions(database);
  const missing = result.acknowledged.filter((key) => !stored.byKey.has(key)).length;
  const row = {
    database: name,
    seconds: round(result.elapsedMs / 1000, 1),
    kills: restartsMs.length + (restartError ? 1 : 0),
    restartMedianMs: round([...restartsMs].sort((a, b) => a - b)[Math.floor(restartsMs.length / 2)] ?? 0, 0),
    acknowledged: result.acknowledged.length,
    unanswered: result.failed,
    refused: result.refused,
    stored: stored.byKey.size,
    missing,
    duplicateKeys: stored.duplicateKeys,
    ...(restartError ? { restartError } : {}),
  };
  log(`forms crash, ${name}: ${row.kills} SIGKILLs, ${row.acknowledged} acknowledged, ${row.missing} missing, ${row.duplicateKeys} duplicate keys`);
  return row;
}

async function benchOutage(log: Log, url: string, workDir: string, sink: SmtpTestServer) {
  sink.messages.length = 0;
  const receiver = await prepareReceiver({ database: { url }, smtpPort: sink.port, workDir });
  await receiver.start();
  const db = await openDatabase({ url });
  // a steady load below what the outbox sends (one notice at a time over one pooled connection)
  const load = startLoad({ base: receiver.base, clients: 1, pauseMs: 200, durationMs: 600_000, maxSubmissions: 50_000 });
  let backAt = new Date();
  let recoveryMs: number | undefined;
  let backlog = 0;
  let mailedBeforeBack = 0;
  let mailedWhileDraining = 0;
  try {
    await sleep(OUTAGE.beforeMs);
    await sink.stop();
    log(`forms outage: the SMTP server is down for ${OUTAGE.downMs / 1000} s`);
    await sleep(OUTAGE.downMs);
    backAt = new Date();
    backlog = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox')).rows[0]!.count;
    await sink.start();
    mailedBeforeBack = sink.messages.length;
    // new submissions keep waking the worker (without them it runs every 15 s, 20 notices a run)
    const back = performance.now();
    while (performance.now() - back < OUTAGE.recoveryLimitMs) {
      const [left] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox WHERE created_at < $1', [backAt])).rows;
      if (left!.count === 0) {
        recoveryMs = performance.now() - back;
        mailedWhileDraining = sink.messages.length - mailedBeforeBack;
        break;
      }
      await sleep(250);
    }
    await sleep(OUTAGE.afterMs);
  } finally {
    load.stop();
  }
  const result = await load.done;
  // the last submissions' notices: woken by their own store, they go within a moment
  for (let waited = 0; waited < 30_000; waited += 250) {
    const [left] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox')).rows;
    if (left!.count === 0) break;
    await sleep(250);
  }
  await db.close();
  await receiver.stop();
  const stored = await readStoredSubmissions({ url });
  const references = [...stored.byKey.values()];
  const mails = mailsByReference(sink.messages);
  const row = {
    database: 'PostgreSQL 15',
    downSeconds: OUTAGE.downMs / 1000,
    acknowledged: result.acknowledged.length,
    stored: references.length,
    backlogWhenBack: backlog,
    recoverySeconds: recoveryMs === undefined ? undefined : round(recoveryMs / 1000, 1),
    mailsPerSecondDraining: recoveryMs === undefined ? undefined : round(mailedWhileDraining / (recoveryMs / 1000), 1),
    mailed: references.filter((reference) => (mails.get(reference) ?? 0) > 0).length,
    notMailed: references.filter((reference) => (mails.get(reference) ?? 0) === 0).length,
    duplicateMails: references.reduce((sum, reference) => sum + Math.max(0, (mails.get(reference) ?? 0) - 1), 0),
    stillInOutbox: stored.undelivered,
  };
  log(
    `forms outage: ${row.stored} stored, ${row.mailed} mailed, ${row.notMailed} not, ${row.duplicateMails} duplicates; backlog ${backlog} drained in ${row.recoverySeconds ?? '>' + OUTAGE.recoveryLimitMs / 1000} s`,
  );
  return row;
}

async function benchMemory(log: Log, url: string, workDir: string, sink: SmtpTestServer) {
  const receiver: ReceiverHandle = await prepareReceiver({ database: { url }, smtpPort: sink.port, workDir });
  await receiver.start();
  const samples: { submissions: number; rssMb: number }[] = [];
  let acknowledged = 0;
  const load = startLoad({ base: receiver.base, clients: CLIENTS, durationMs: MEMORY_MS, maxSubmissions: MEMORY_LIMIT, onAcknowledged: () => acknowledged++ });
  const startRss = receiver.rssMb() ?? 0;
  const sampler = setInterval(() => {
    const rss = receiver.rssMb();
    if (rss !== undefined) samples.push({ submissions: acknowledged, rssMb: rss });
  }, 1000);
  const result = await load.done;
  clearInterval(sampler);
  const endRss = receiver.rssMb() ?? 0;
  await receiver.stop();
  // the slope after the first tenth: JIT, pools and caches fill at the start
  const steady = samples.filter((sample) => sample.submissions >= result.acknowledged.length / 10);
  const row = {
    database: 'PostgreSQL 15',
    submissions: result.acknowledged.length,
    seconds: round(result.elapsedMs / 1000, 1),
    rssStartMb: round(startRss, 0),
    rssEndMb: round(endRss, 0),
    rssPeakMb: round(Math.max(startRss, endRss, ...samples.map((sample) => sample.rssMb)), 0),
    slopeMbPer10k: round(slope(steady) * 10_000, 2),
  };
  log(`forms memory: ${row.submissions} submissions, RSS ${row.rssStartMb} → ${row.rssEndMb} MB (peak ${row.rssPeakMb}), ${row.slopeMbPer10k} MB per 10 000`);
  return row;
}

/** least-squares MB per submission */
function slope(samples: readonly { submissions: number; rssMb: number }[]): number {
  if (samples.length < 2) return 0;
  const meanX = samples.reduce((sum, sample) => sum + sample.submissions, 0) / samples.length;
  const meanY = samples.reduce((sum, sample) => sum + sample.rssMb, 0) / samples.length;
  let numerator = 0;
  let denominator = 0;
  for (const sample of samples) {
    numerator += (sample.submissions - meanX) * (sample.rssMb - meanY);
    denominator += (sample.submissions - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/** how many notices each reference got ("Новая анкета А-000042") */
function mailsByReference(messages: readonly ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { subject } of messages) {
    const reference = /[КА]-\d+/u.exec(subject)?.[0] ?? '?';
    counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
}

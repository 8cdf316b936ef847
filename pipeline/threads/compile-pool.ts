// A full build's pages compiled on two threads: the main thread and one worker (compile-worker.ts)
// take batches of pages from a shared counter, so neither waits on the other (a worker still
// starting takes none); a process's first large build stays on one thread (`warm`, below). Each
// worker page comes back as what the checks across pages need plus its db.json parts already
// encoded; its AST stays in the encoded record, read back only if something asks for it
// (docs/performance.md «Build on two threads»).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ClinicData } from '../read/load-clinic-data.ts';
import type { CompiledPage } from '../shared/compiled-page.ts';
import type { ErrorInfo } from '../shared/error-info.ts';

/** below this many pages to compile, one thread is faster than handing work out (a worker starts in ~0.7 s) */
const PARALLEL_MIN_PAGES = 200;
/** pages per claim: small enough to balance the two threads, large enough that messages cost little */
const BATCH = 20;

/** what the main thread sends the worker for one build */
export interface CompileJob {
  build: number;
  contentDir: string;
  files: readonly string[];
  facts: [string, string][];
  /** the clinic's data the blocks show (plain objects: it travels by structured clone) */
  data: ClinicData;
  /** Int32Array[1]: the next batch to claim, shared by both threads */
  next: SharedArrayBuffer;
  batch: number;
}

/** a compiled page without its AST and picture nodes (they travel inside the encoded record) */
type RemotePage = Omit<CompiledPage, 'ast' | 'imageNodes'>;

/** one page as the worker found it */
export type RemoteOutcome =
  | { file: string; kind: 'unreadable'; reason: string }
  | { file: string; kind: 'failed'; error: ErrorInfo }
  | { file: string; kind: 'compiled'; page: RemotePage; json: { lengths: [number, number, number] } | { error: ErrorInfo } };

/** a batch done by the worker: its outcomes, and the encoded JSON of its pages one after another */
export interface RemoteBatch {
  build: number;
  batch: number;
  outcomes: RemoteOutcome[];
  bytes: ArrayBuffer;
}

/**
 * auto: two threads from PARALLEL_MIN_PAGES pages on, once the process has compiled that many itself;
 * main: this thread alone; worker: every page on the worker (tests)
 */
export type Threads = 'auto' | 'main' | 'worker';

export interface SharedCompile<T> {
  /** compiles one page on this thread; `shared`: the worker is compiling beside it */
  here(file: string, shared: boolean): T;
  /** takes in a page the worker compiled; `bytes` holds its encoded JSON from `offset` on */
  fromWorker(outcome: RemoteOutcome, bytes: Buffer, offset: number): T;
  /** called as each page is done, in no particular order */
  onDone?(): void;
}

let worker: Worker | undefined;
let workerFailed = false;
let builds = 0;
/**
 * whether this process has compiled a large build already. Measured on 2 000 pages: in a process's
 * first build a worker makes it no faster (5 % slower, 6 % faster when started before the pipeline
 * loads) — both threads still compile their code, and the worker loads for 0.7 s — while later full
 * builds take 0.6 of the time. So a one-shot `content build` stays on one thread; watch mode's full
 * rebuilds and benchmarks in a warm process use two.
 */
let warm = false;

/** the worker, started on first use and kept for the next builds (watch mode, benchmarks); none on one core */
function sharedWorker(): Worker | undefined {
  if (worker !== undefined || workerFailed || os.availableParallelism() < 2) return worker;
  try {
    worker = new Worker(new URL('./compile-worker.mjs', import.meta.url));
  } catch {
    workerFailed = true;
    return undefined;
  }
  worker.unref();
  // a worker that fails is not started again in this process: the main thread compiles alone
  const started = worker;
  const forget = () => {
    if (worker !== started) return; // stopped on purpose (stopCompileWorker)
    workerFailed = true;
    worker = undefined;
  };
  started.on('error', forget);
  started.on('exit', forget);
  return started;
}

/** ends the worker, if one runs; a later build starts another */
export async function stopCompileWorker(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.terminate();
}

/**
 * Compiles `files` on this thread and the worker together, the results in the order of `files`.
 * If the worker fails or exits mid-build, the batches it had taken are compiled here.
 */
export async function compileShared<T>(
  contentDir: string,
  files: readonly string[],
  inputs: { facts: ReadonlyMap<string, string>; data: ClinicData },
  compile: SharedCompile<T>,
  threads: Threads = 'auto',
): Promise<T[]> {
  const results = new Array<T>(files.length);
  const large = files.length >= PARALLEL_MIN_PAGES;
  const helper = threads === 'worker' || (threads === 'auto' && large && warm) ? sharedWorker() : undefined;
  const batches = Math.ceil(files.length / BATCH);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const build = ++builds;
  const compileBatchHere = (batch: number) => {
    for (let index = batch * BATCH; index < Math.min(files.length, (batch + 1) * BATCH); index++) {
      results[index] = compile.here(files[index]!, helper !== undefined);
      compile.onDone?.();
    }
  };
  if (helper === undefined) {
    for (let batch = 0; batch < batches; batch++) compileBatchHere(batch);
    warm ||= large;
    return results;
  }

  const received = new Set<number>();
  let wake: (() => void) | undefined;
  const onMessage = (message: RemoteBatch) => {
    if (message.build !== build) return; // a batch of an earlier build that was given up on
    const bytes = Buffer.from(message.bytes);
    let offset = 0;
    message.outcomes.forEach((outcome, index) => {
      results[message.batch * BATCH + index] = compile.fromWorker(outcome, bytes, offset);
      if (outcome.kind === 'compiled' && 'lengths' in outcome.json) offset += outcome.json.lengths[0] + outcome.json.lengths[1] + outcome.json.lengths[2];
      compile.onDone?.();
    });
    received.add(message.batch);
    wake?.();
  };
  const onGone = () => wake?.();
  helper.on('message', onMessage);
  helper.on('error', onGone);
  helper.on('exit', onGone);
  helper.ref();
  try {
    helper.postMessage({ build, contentDir, files, facts: [...inputs.facts], data: inputs.data, next: next.buffer, batch: BATCH } satisfies CompileJob);
    const mine = new Set<number>();
    if (threads !== 'worker') {
      for (const batch of claimBatches(next, batches)) {
        mine.add(batch);
        compileBatchHere(batch);
      }
    }
    // every batch this thread did not claim, the worker did or will
    const theirs = () => Array.from({ length: batches }, (_, batch) => batch).filter((batch) => !mine.has(batch) && !received.has(batch));
    // (a worker that failed has been forgotten before `onGone` wakes this loop)
    while (theirs().length > 0 && worker === helper) await new Promise<void>((resolve) => (wake = resolve));
    for (const batch of theirs()) compileBatchHere(batch);
    return results;
  } finally {
    helper.off('message', onMessage);
    helper.off('error', onGone);
    helper.off('exit', onGone);
    helper.unref();
  }
}

/** the batches this thread claims from the counter both threads share, until none is left */
export function* claimBatches(next: Int32Array, batches: number): Generator<number> {
  for (let batch = Atomics.add(next, 0, 1); batch < batches; batch = Atomics.add(next, 0, 1)) yield batch;
}

import { gzipSync } from 'node:zlib';
import { createFragmentEngine } from '../common/search/fragment-engine.ts';
import { buildSearchFragments } from '../common/search/search-fragments.ts';
import type { SearchIndexEntry } from '../common/schema/db.ts';

// The split search index (docs/performance.md, «What the first search transfers»): what the first
// search of a query transfers (gzip, as nginx sends it), typed all at once, key by key pausing
// after each word (what the search UI then asks for) and pausing after every key, against the whole
// index; and the time per keystroke once the query's fragments are loaded (and, apart, the first
// typing, which prepares each page as a keystroke first needs it). Goals at 10 000 pages: ≤ 100 kB
// for a typical 1–2 word query, p95 ≤ 5 ms per keystroke; at the clinic's size, less than the whole
// index.

const TRANSFER_QUERIES = ['лечение', 'эпилепсии', 'реабилитация после инсульта', 'цены', 'лечение детей', 'kfxtybt', 'эпилепсыя'];

export interface TransferRow {
  query: string;
  /** the query searched once, in a fresh page */
  requests: number;
  bytes: number;
  /** the query typed key by key in a fresh page, pausing after every key: every prefix searched in turn */
  typedRequests: number;
  typedBytes: number;
  /**
   * typed key by key, pausing only after each word (the search UI, use-search-answer.ts: a key the
   * loaded fragments answer is answered from them, one that needs more waits for a pause)
   */
  wordPauseRequests: number;
  wordPauseBytes: number;
  hits: number;
  /** per keystroke of the typed query with its fragments received, in a fresh engine: includes preparing each page the first time */
  firstP95Ms: number;
  /** per keystroke of the same typing again in that engine: loaded and prepared (the goal's "once loaded") */
  p95Ms: number;
  medianMs: number;
  /** the same, CPU time of the process: every thread's, the collector's helpers included (other processes left out) */
  p95CpuMs: number;
}

/** collectGarbage: a full collection before each typing again, so it is not charged the garbage of the first typing (as the whole-index bench does per query) */
export async function measureTransfer(
  entries: readonly SearchIndexEntry[],
  runs: number,
  collectGarbage: () => void = () => undefined,
): Promise<{ wholeIndexBytes: number; fragments: number; fragmentsBytes: number; buildMs: number; rows: TransferRow[] }> {
  const started = performance.now();
  const fragments = buildSearchFragments(entries);
  const buildMs = performance.now() - started;
  const json = new Map<string, string>();
  const gzipped = new Map<string, number>();
  const sizeOf = (name: string) => {
    let size = gzipped.get(name);
    if (size === undefined) gzipped.set(name, (size = gzipSync(jsonOf(name)).length));
    return size;
  };
  const jsonOf = (name: string) => {
    let text = json.get(name);
    if (text === undefined) json.set(name, (text = JSON.stringify(fragments.get(name))));
    return text;
  };
  const session = () => {
    const requested: string[] = [];
    const received = new Map<string, unknown>();
    const engine = createFragmentEngine(async (name) => {
      requested.push(name);
      if (!fragments.has(name)) throw new Error(`no fragment ${name}`);
      const fragment = JSON.parse(jsonOf(name)) as unknown;
      received.set(name, fragment);
      return fragment;
    });
    return { engine, requested, received, bytes: () => requested.reduce((total, name) => total + sizeOf(name), 0) };
  };
  const rows: TransferRow[] = [];
  for (const query of TRANSFER_QUERIES) {
    const once = session();
    const { hits } = await once.engine.search(query);
    const typed = session();
    const prefixes = Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)).filter((prefix) => prefix.trim() !== '');
    for (const prefix of prefixes) await typed.engine.search(prefix);
    const wordPause = session();
    for (const prefix of prefixes) {
      const paused = prefix.length === query.length || query[prefix.length] === ' ';
      if ((await wordPause.engine.searchLoaded(prefix)) === undefined && paused) await wordPause.engine.search(prefix);
    }
    // a page that has every fragment of the typing already (the objects received, decoded once):
    // typed first in a fresh engine, which prepares each page the first time a keystroke needs it,
    // then typed again in it, everything prepared
    const first: number[] = [];
    const loaded = { wall: [] as number[], cpu: [] as number[] };
    for (let run = 0; run < runs; run++) {
      const engine = createFragmentEngine(async (name) => typed.received.get(name));
      for (const prefix of prefixes) first.push((await timed(() => engine.search(prefix))).wall);
      collectGarbage();
      for (const prefix of prefixes) {
        const { wall, cpu } = await timed(() => engine.search(prefix));
        loaded.wall.push(wall);
        loaded.cpu.push(cpu);
      }
    }
    rows.push({
      query,
      requests: once.requested.length,
      bytes: once.bytes(),
      typedRequests: typed.requested.length,
      typedBytes: typed.bytes(),
      wordPauseRequests: wordPause.requested.length,
      wordPauseBytes: wordPause.bytes(),
      hits: hits.length,
      firstP95Ms: p95(first),
      p95Ms: p95(loaded.wall),
      medianMs: percentile(loaded.wall, 0.5),
      p95CpuMs: p95(loaded.cpu),
    });
  }
  let fragmentsBytes = 0;
  for (const name of fragments.keys()) fragmentsBytes += sizeOf(name);
  return { wholeIndexBytes: gzipSync(JSON.stringify(entries)).length, fragments: fragments.size, fragmentsBytes, buildMs, rows };
}

async function timed(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

function percentile(times: number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

const p95 = (times: number[]) => percentile(times, 0.95);

/** the measurements as the markdown table docs/performance.md quotes */
export function transferTable(name: string, result: Awaited<ReturnType<typeof measureTransfer>>): string {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const lines = [
    `### ${name}: fragments`,
    '',
    `Whole index (before): ${kB(result.wholeIndexBytes)} kB gzip. Split: ${result.fragments} fragments, ${kB(result.fragmentsBytes)} kB gzip in all, built in ${result.buildMs.toFixed(0)} ms.`,
    '',
    '| query | hits | first search: requests, kB gzip | typed, pausing after each word: requests, kB | typed, pausing after every key: requests, kB | ms per keystroke, loaded: p95 wall / CPU, median | p95 ms, first typing (prepares pages) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${row.query} | ${row.hits} | ${row.requests}, ${kB(row.bytes)} | ${row.wordPauseRequests}, ${kB(row.wordPauseBytes)} | ${row.typedRequests}, ${kB(row.typedBytes)} | ${row.p95Ms.toFixed(2)} / ${row.p95CpuMs.toFixed(2)}, ${row.medianMs.toFixed(2)} | ${row.firstP95Ms.toFixed(2)} |`,
    ),
  ];
  return lines.join('\n');
}

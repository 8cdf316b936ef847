// The site search's speed, per query: median and p95 over many runs, for the real index
// (dist-data/db.json, built by `npx tsx pipeline/cli.ts build`) and for 10 000 generated entries.
// Target: p95 under 5 ms at 10 000 entries, so typing never lags. Then the split index
// (docs/performance.md, «Search»): what the first search of a few queries transfers, gzip, and the
// time per keystroke once loaded (bench/search-transfer.ts).
//
//   node --v8-pool-size=0 --import tsx bench/search-keystrokes.ts [--db dist-data/db.json] [--entries 10000] [--runs 200]
//
// --v8-pool-size=0 sizes V8's background threads (the collector's concurrent marking, the
// compilers) to the cores, one here; Node's default of four, at the main thread's priority on
// this 2-core machine, kept it waiting for a core on one keystroke in twenty (docs/performance.md).
// What is timed is then the keystroke's own work.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SearchIndexEntry } from '../common/schema/db.ts';
import { search } from '../common/search/search-engine.ts';
import { prepareIndex, type PreparedIndex } from '../common/search/prepare-index.ts';
import { generateEntries } from '../testing/corpus/generate-search-entries.ts';
import { measureTransfer, transferTable } from './search-transfer.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'dist-data/db.json' },
    entries: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    'transfer-runs': { type: 'string', default: '20' },
  },
});
const RUNS = Number(values.runs);
const WARM_UP = 20;
// a full collection before each query's runs, so the garbage of preparing the index is not
// charged to the first query measured
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const QUERIES: { label: string; queries: string[] }[] = [
  { label: 'лечение (common word)', queries: ['лечение'] },
  { label: 'эпилепсии (word form)', queries: ['эпилепсии'] },
  { label: 'реабилитация после инсульта (3 words)', queries: ['реабилитация после инсульта'] },
  { label: 'л (one letter)', queries: ['л'] },
  { label: 'ре (two letters)', queries: ['ре'] },
  { label: 'cpoк (Latin look-alikes)', queries: ['cpoк'] },
  { label: 'kfxtybt (wrong layout + typo)', queries: ['kfxtybt'] },
  { label: 'эпилепсыя (typo)', queries: ['эпилепсыя'] },
  { label: 'щъыхьжц (nothing found)', queries: ['щъыхьжц'] },
  { label: 'typing «реабилитация после инсульта», every keystroke', queries: keystrokes('реабилитация после инсульта') },
];

const db = JSON.parse(readFileSync(values.db, 'utf8')) as { 'search-index'?: SearchIndexEntry[] };
const real = db['search-index'];
if (real === undefined) {
  process.stderr.write(`${values.db} has no "search-index": rebuild it with "npx tsx pipeline/cli.ts build"\n`);
  process.exit(2);
}
const generated = generateEntries(real, Number(values.entries));
const poolSize = process.execArgv.find((flag) => flag.startsWith('--v8-pool-size')) ?? "V8 pool: Node's default";
console.log(
  `Node ${process.version} (${poolSize}), ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}; ${RUNS} runs per query`,
);

for (const [name, entries] of [
  [`real index (${real.length} entries)`, real],
  [`generated (${generated.length} entries)`, generated],
] as const) {
  const started = performance.now();
  const index = prepareIndex(entries);
  const prepareMs = performance.now() - started;
  const words = index.vocabulary.words.length;
  console.log(`\n### ${name}: ${index.sections.length} sections, ${words} distinct words; prepared in ${prepareMs.toFixed(0)} ms\n`);
  console.log('| query | hits | median ms | p95 ms | CPU median ms | CPU p95 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { label, queries } of QUERIES) {
    const { times, cpuTimes, hits } = measure(index, queries);
    const cells = [times, cpuTimes].flatMap((values) => [percentile(values, 0.5), percentile(values, 0.95)].map((ms) => ms.toFixed(3)));
    console.log(`| ${label} | ${hits} | ${cells.join(' | ')} |`);
  }
}

for (const [name, entries] of [
  [`real index (${real.length} entries)`, real],
  [`generated (${generated.length} entries)`, generated],
] as const) {
  console.log(`\n${transferTable(name, await measureTransfer(entries, Number(values['transfer-runs']), collectGarbage))}`);
}

/**
 * Wall-clock time per query, and the process's CPU time per query: on a busy machine the first
 * includes the time other processes had the core, the second only this one's work.
 */
function measure(index: PreparedIndex, queries: string[]): { times: number[]; cpuTimes: number[]; hits: string } {
  for (let run = 0; run < WARM_UP; run++) for (const query of queries) search(index, query);
  collectGarbage();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const query of queries) {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      search(index, query);
      times.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuStarted);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  const counts = queries.map((query) => search(index, query).hits.length);
  return { times, cpuTimes, hits: counts.length === 1 ? String(counts[0]) : `${Math.min(...counts)}–${Math.max(...counts)}` };
}

function percentile(times: number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

function keystrokes(text: string): string[] {
  return Array.from({ length: text.length }, (_, index) => text.slice(0, index + 1)).filter((query) => query.trim() !== '');
}

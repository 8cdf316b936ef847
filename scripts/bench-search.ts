// The site search's speed, per query: median and p95 over many runs, for the real index
// (dist-data/db.json, built by `npx tsx pipeline/cli.ts build`) and for 10 000 generated entries.
// Target (issue 6): p95 under 5 ms at 10 000 entries, so typing never lags.
//
//   npx tsx scripts/bench-search.ts [--db dist-data/db.json] [--entries 10000] [--runs 200]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SearchIndexEntry } from '../pipeline/schema/db.ts';
import { search } from '../app/search/search-engine.ts';
import { prepareIndex, type PreparedIndex } from '../app/search/prepare-index.ts';
import { forEachWord } from '../app/search/text-words.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'dist-data/db.json' },
    entries: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
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
console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}; ${RUNS} runs per query`);

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

/**
 * Entries shaped like the real ones (a title, a one-sentence description, 2–6 sections of 20–80
 * words) from the real vocabulary plus 30 000 made-up words, drawn with a Zipf-like skew so common
 * words are common. Seeded: every run benches the same index.
 */
function generateEntries(real: SearchIndexEntry[], count: number): SearchIndexEntry[] {
  const random = seededRandom(6);
  const realWords = new Set<string>();
  for (const entry of real) {
    for (const text of [entry.title, entry.description, entry.body, ...entry.headings.flatMap((heading) => [heading.text, heading.body])]) {
      forEachWord(text, (word) => {
        realWords.add(word.toLowerCase());
      });
    }
  }
  const syllables = ['ка', 'ро', 'ми', 'не', 'та', 'ло', 'ви', 'за', 'пре', 'ст', 'ор', 'ен', 'ти', 'ва', 'ль', 'ско', 'ия', 'ость', 'ный', 'ами'];
  const madeUp = new Set<string>();
  while (madeUp.size < 30_000) {
    let word = '';
    for (let length = 2 + Math.floor(random() * 4); length > 0; length--) word += syllables[Math.floor(random() * syllables.length)];
    madeUp.add(word);
  }
  const vocabulary = [...realWords, ...madeUp];
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!;
  const words = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, word).join(' ');
  const sentence = (min: number, max: number) => {
    const text = words(min, max);
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, index): SearchIndexEntry => {
    const href = `/generated/page-${index}`;
    return {
      title: sentence(2, 6).slice(0, -1),
      description: sentence(10, 25),
      href,
      body: sentence(20, 60),
      headings: Array.from({ length: 2 + Math.floor(random() * 5) }, (_, section) => ({
        text: sentence(2, 5).slice(0, -1),
        href: `${href}#section-${section}`,
        level: section % 3 === 0 ? 2 : 3,
        body: `${sentence(10, 40)} ${sentence(10, 40)}`,
      })),
    };
  });
}

/** mulberry32 */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

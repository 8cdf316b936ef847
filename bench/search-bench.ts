import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { measureRelevance, relevanceTable, siteSearch, type SearchData } from '../testing/search/search-relevance.ts';

// 4. the search: how well it answers the judged set over the real content (testing/search/search-relevance.ts:
// top-1 and top-3 hit rates, mean reciprocal rank, off-site queries finding nothing); the matcher's
// median and p95 per query at the real index and at 10 000 entries, and what the split index
// transfers per query, from bench/search-keystrokes.ts (run in its own process, with its own
// garbage-collection control).
// V8's background threads sized to the cores (--v8-pool-size=0: one on this 2-core machine; Node's
// default of four took the cores from the main thread, docs/performance.md).

export interface SearchResults {
  rows: { corpus: string; query: string; median: number; p95: number }[];
  /** the split index: kB gzip of a query's first search, alone and typed key by key, and p95 per keystroke once loaded */
  transfer: { corpus: string; query: string; kB: number; typedKB: number; keystrokeP95: number }[];
  relevance: { queries: number; top1: number; top3: number; mrr: number; offSite: number; offSiteEmpty: number; table: string };
  output: string;
}

export async function benchSearch(log: (line: string) => void): Promise<SearchResults> {
  // the content the site was just built with (bench/index.ts runs npm run build)
  const data = JSON.parse(readFileSync('dist-data/db.json', 'utf8')) as SearchData;
  const report = await measureRelevance(siteSearch(data));
  const relevance = {
    queries: report.judged.length,
    top1: report.top1,
    top3: report.top3,
    mrr: report.mrr,
    offSite: report.offSite,
    offSiteEmpty: report.offSite - report.offSiteFound.length,
    table: relevanceTable(report, data),
  };
  for (const line of relevance.table.split('\n')) log(line);
  const output = execFileSync(process.execPath, ['--v8-pool-size=0', '--import', 'tsx', 'bench/search-keystrokes.ts', '--runs', '200'], { encoding: 'utf8' });
  const rows: SearchResults['rows'] = [];
  const transfer: SearchResults['transfer'] = [];
  let corpus = '';
  for (const line of output.split('\n')) {
    const heading = /^### (.+?):/.exec(line);
    if (heading) corpus = heading[1]!;
    const row = /^\| (.+?) \| (\d+) \| ([\d.]+) \| ([\d.]+) \|/.exec(line);
    if (row) rows.push({ corpus, query: row[1]!, median: Number(row[3]), p95: Number(row[4]) });
    // | query | hits | once: n, kB | word pauses: n, kB | every key: n, kB | p95 wall / CPU, median | …
    const moved = /^\| (.+?) \| \d+ \| \d+, ([\d.]+) \| \d+, [\d.]+ \| \d+, ([\d.]+) \| ([\d.]+) \//.exec(line);
    if (moved) transfer.push({ corpus, query: moved[1]!, kB: Number(moved[2]), typedKB: Number(moved[3]), keystrokeP95: Number(moved[4]) });
  }
  log(`search: ${rows.length} measurements, worst p95 ${Math.max(...rows.map((row) => row.p95)).toFixed(2)} ms`);
  return { rows, transfer, relevance, output };
}

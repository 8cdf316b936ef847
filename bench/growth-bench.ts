import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { routeToPageId } from '../common/routes/routes.ts';
import { generateCorpus } from '../testing/corpus/generate-corpus.ts';
import { freePort, stopProcess } from '../testing/services/processes.ts';
import { fitExponent } from './fit-exponent.ts';
import { round } from './stats.ts';

// 6. growth, whether time and memory stay about linear in the pages: generated corpora of 500,
// 2 000 and 10 000 pages, each measured in fresh processes — the full build, one-page watch
// rebuilds, and the API serving the built db.json — with the exponent of time and peak memory
// against pages fitted in log-log (1 = linear).

interface GrowthSize {
  pages: number;
  megabytes: number;
  dbMegabytes: number;
  /** a full build with db.json written, in a fresh process; its peak RSS */
  build: { ms: number; buildMs: number; peakRssMb: number };
  /** one-page rebuilds after that build (build + db.json written; the build alone), and the watch process's peak RSS */
  watch: { rebuildMs: { median: number; p95: number }; rebuildBuildMs: { median: number; p95: number }; peakRssMb: number };
  /** the API started over that db.json: start → first page answered, and its RSS then */
  api: { firstAnswerMs: number; rssMb: number };
}

export interface GrowthResults {
  sizes: GrowthSize[];
  /** fitted exponents of time and memory against pages (≤ ~1.1: no faster than linear) */
  exponents: Record<'buildTime' | 'buildRss' | 'watchTime' | 'watchRss' | 'apiTime' | 'apiRss', number>;
}

const GROWTH_SIZES = [500, 2000, 10_000];
const ROOT = path.resolve(import.meta.dirname, '..');
const CHANGED = 'pages/p7.md';
const run = promisify(execFile);

export async function benchGrowth(log: (line: string) => void, sizes = GROWTH_SIZES): Promise<GrowthResults> {
  const results: GrowthSize[] = [];
  for (const pages of sizes) {
    const work = await mkdtemp(path.join(os.tmpdir(), `bench-growth-${pages}-`));
    try {
      const content = path.join(work, 'content');
      const { bytes } = await generateCorpus(content, { pages, seed: 42, paragraphs: 2 });
      const build = await child('build', content, path.join(work, 'out'));
      const watch = await child('watch', content, path.join(work, 'watch-out'), CHANGED);
      const dbBytes = (await readFile(path.join(work, 'out', 'db.json'))).length;
      const api = await measureApi(path.join(work, 'out'), routeToPageId('/p7'));
      const size: GrowthSize = {
        pages,
        megabytes: round(bytes / 1e6),
        dbMegabytes: round(dbBytes / 1e6),
        build: { ms: build.fullMs as number, buildMs: build.buildMs as number, peakRssMb: build.peakRssMb as number },
        watch: {
          rebuildMs: watch.rebuildMs as GrowthSize['watch']['rebuildMs'],
          rebuildBuildMs: watch.rebuildBuildMs as GrowthSize['watch']['rebuildBuildMs'],
          peakRssMb: watch.peakRssMb as number,
        },
        api,
      };
      log(
        `growth ${pages} pages: build ${size.build.ms} ms / ${size.build.peakRssMb} MB, watch ${size.watch.rebuildMs.median} ms (p95 ${size.watch.rebuildMs.p95}) / ${size.watch.peakRssMb} MB, API first answer ${api.firstAnswerMs} ms / ${api.rssMb} MB`,
      );
      results.push(size);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const exponent = (pick: (size: GrowthSize) => number) => round(fitExponent(results.map((size) => ({ x: size.pages, y: pick(size) }))), 2);
  return {
    sizes: results,
    exponents: {
      buildTime: exponent((size) => size.build.ms),
      buildRss: exponent((size) => size.build.peakRssMb),
      watchTime: exponent((size) => size.watch.rebuildMs.median),
      watchRss: exponent((size) => size.watch.peakRssMb),
      apiTime: exponent((size) => size.api.firstAnswerMs),
      apiRss: exponent((size) => size.api.rssMb),
    },
  };
}

async function child(mode: 'build' | 'watch', content: string, out: string, changed?: string): Promise<Record<string, unknown>> {
  const args = ['--import', 'tsx', 'bench/growth-child.ts', mode, content, out, ...(changed ? [changed] : [])];
  const { stdout } = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

/** starts `npm run api`'s script over dataDir, times the first answer to a page and reads its RSS then */
async function measureApi(dataDir: string, pageId: string): Promise<GrowthSize['api']> {
  const port = Number(process.env.BENCH_API_PORT ?? (await freePort()));
  const started = performance.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/api/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), API_LOG: '0' },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/page/${encodeURIComponent(pageId)}`;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}) before it answered`);
      if (performance.now() - started > 120_000) throw new Error(`${url} never answered`);
      const status = await fetch(url).then(
        (response) => response.status,
        () => undefined,
      );
      if (status === 200) break;
      if (status !== undefined) throw new Error(`${url} answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const firstAnswerMs = performance.now() - started;
    return { firstAnswerMs: round(firstAnswerMs, 0), rssMb: round((await rssKilobytes(api.pid!)) / 1024, 0) };
  } finally {
    await stopProcess(api);
  }
}

/** the resident set of a process now: /proc on Linux, else ps */
async function rssKilobytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const fromProc = status && /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (fromProc) return Number(fromProc[1]);
  const { stdout } = await run('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim());
}

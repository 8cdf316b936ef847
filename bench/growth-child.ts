// One measurement of the growth benchmark, in a process of its own so its peak memory is its own:
//   build DIR OUT        a full build and db.json written, as `npm run content -- build` does
//   watch DIR OUT FILE   that, then one-page rebuilds of FILE, as `npm run content -- watch` does
// Prints one line of JSON: the times and the process's peak RSS (process.resourceUsage().maxRSS).
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentBuilder, emitBuild } from '../pipeline/index.ts';
import { round, summarize } from './stats.ts';

const REBUILDS = 20;
const [mode, contentDir, outDir, changedFile] = process.argv.slice(2);
if ((mode !== 'build' && mode !== 'watch') || contentDir === undefined || outDir === undefined) {
  throw new Error('usage: growth-child.ts build|watch CONTENT_DIR OUT_DIR [CHANGED_FILE]');
}

const builder = new ContentBuilder(contentDir);
const started = performance.now();
const first = await builder.build();
if (first.dbChunks === undefined) throw new Error(`the corpus did not build: ${first.diagnostics[0]?.message}`);
const buildMs = performance.now() - started;
await emitBuild(outDir, first.dbChunks);
const fullMs = performance.now() - started;

const result: Record<string, unknown> = { buildMs: round(buildMs, 0), fullMs: round(fullMs, 0) };
if (mode === 'watch') {
  if (changedFile === undefined) throw new Error('watch needs the page file to change');
  const rebuilds: number[] = [];
  const builds: number[] = [];
  for (let run = 0; run < REBUILDS; run++) {
    await appendFile(path.join(contentDir, changedFile), `\nНовая строка ${run}.\n`);
    const rebuildStarted = performance.now();
    const rebuilt = await builder.build({ changed: new Set([changedFile]) });
    builds.push(performance.now() - rebuildStarted);
    await emitBuild(outDir, rebuilt.dbChunks!, { durable: false, schemas: false });
    rebuilds.push(performance.now() - rebuildStarted);
  }
  const rebuild = summarize(rebuilds);
  const build = summarize(builds);
  result.rebuildMs = { median: round(rebuild.median), p95: round(rebuild.p95) };
  result.rebuildBuildMs = { median: round(build.median), p95: round(build.p95) };
}
// maxRSS is in kilobytes
result.peakRssMb = round(process.resourceUsage().maxRSS / 1024, 0);
process.stdout.write(`${JSON.stringify(result)}\n`);

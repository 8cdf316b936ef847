// `node --import tsx --cpu-prof --cpu-prof-dir DIR bench/profile/profile-build.ts [pages] [runs] [watch]`:
// full builds of a generated corpus to profile, or with "watch" one build and then `runs` one-page
// rebuilds as the watch does them. It prints the window of the measured part on the profile's clock
// (µs, CLOCK_MONOTONIC like V8's), so summarize-profile.ts can leave out startup, module loading and
// corpus generation.
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentBuilder } from '../../pipeline/index.ts';
import { generateCorpus } from '../../testing/corpus/generate-corpus.ts';

const pages = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 3);
const watch = process.argv[4] === 'watch';
const dir = await mkdtemp(path.join(os.tmpdir(), 'profile-corpus-'));
try {
  await generateCorpus(dir, { pages, seed: 42, paragraphs: 2 });
  const warm = new ContentBuilder(dir);
  await warm.build(); // warm-up: JIT and file cache (and the watch's first build)
  const microseconds = () => Number(process.hrtime.bigint() / 1000n);
  const from = microseconds();
  for (let run = 0; run < runs; run++) {
    if (watch) await appendFile(path.join(dir, 'pages', 'p7.md'), `\nНовая строка ${run}.\n`);
    const started = performance.now();
    const result = watch ? await warm.build({ changed: new Set(['pages/p7.md']) }) : await new ContentBuilder(dir).build();
    if (result.dbChunks === undefined) throw new Error('the corpus did not build');
    process.stderr.write(`${watch ? 'rebuild' : 'build'} ${run + 1}: ${(performance.now() - started).toFixed(0)} ms\n`);
  }
  process.stdout.write(`${JSON.stringify({ window: [from, microseconds()], runs, pages, watch })}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

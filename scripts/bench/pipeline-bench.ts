import { appendFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import Markdoc from '@markdoc/markdoc';
import { BLOCKS } from '../../pipeline/blocks/index.ts';
import { ContentBuilder } from '../../pipeline/build.ts';
import { emitBuild } from '../../pipeline/emit.ts';
import { createMarkdown } from '../../pipeline/markdown.ts';
import { generateCorpus } from '../../tests/support/generate-corpus.ts';
import { toMarkdoc, toMdx } from './convert-syntax.ts';
import { round, summarize, time } from './stats.ts';

// 1. a full build of a seeded 2 000-page corpus against markdown-it alone, MDX and Markdoc;
// 2. (benchWatch, its own part) the watch rebuild after one page of that corpus changes.

export interface PipelineResults {
  corpus: { pages: number; megabytes: number };
  fullBuildMs: number;
  markdownItMs: number;
  mdxCompileMs: number;
  markdocMs: number;
  ratioToMarkdownIt: number;
  speedupOverMdx: number;
  speedupOverMarkdoc: number;
}

export interface WatchResults {
  pages: number;
  /** one page changed: the build and db.json written, as `npm run content -- watch` does */
  incrementalMs: { median: number; p95: number };
  /** the build alone: what `npm start` serves from memory before it writes db.json */
  incrementalBuildMs: { median: number; p95: number };
}

const PAGES = 2000;

export async function benchPipeline(log: (line: string) => void): Promise<PipelineResults> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-corpus-'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-out-'));
  try {
    const { bytes } = await generateCorpus(dir, { pages: PAGES, seed: 42, paragraphs: 2 });
    log(`corpus: ${PAGES} pages, ${(bytes / 1e6).toFixed(1)} MB`);
    const files = await readdir(path.join(dir, 'pages'));
    const sources = await Promise.all(files.map((file) => readFile(path.join(dir, 'pages', file), 'utf8')));
    const bodies = sources.map((source) => source.replace(/^---[\s\S]*?---\n/, ''));

    const fullBuild = summarize(await time(() => new ContentBuilder(dir).build(), 3)).median;
    log(`full build: ${fullBuild.toFixed(0)} ms`);
    const md = createMarkdown();
    const markdownIt = summarize(await time(() => sources.forEach((source) => md.parse(source, {})), 3)).median;
    log(`markdown-it alone: ${markdownIt.toFixed(0)} ms`);

    const markdocSources = bodies.map(toMarkdoc);
    const markdocConfig = {
      tags: Object.fromEntries(
        BLOCKS.flatMap((block) => block.names).map((name) => [
          name.replace(/-/g, ''),
          { render: name, attributes: { title: { type: String }, data: { type: Object } } },
        ]),
      ),
    };
    const markdoc = summarize(
      await time(() => markdocSources.forEach((source) => Markdoc.transform(Markdoc.parse(source), markdocConfig)), 2),
    ).median;
    log(`markdoc parse+transform: ${markdoc.toFixed(0)} ms`);

    const mdxSources = bodies.map(toMdx);
    const mdxStarted = performance.now();
    for (const source of mdxSources) await compile(source);
    const mdx = performance.now() - mdxStarted;
    log(`mdx compile: ${mdx.toFixed(0)} ms`);

    return {
      corpus: { pages: PAGES, megabytes: round(bytes / 1e6) },
      fullBuildMs: round(fullBuild, 0),
      markdownItMs: round(markdownIt, 0),
      mdxCompileMs: round(mdx, 0),
      markdocMs: round(markdoc, 0),
      ratioToMarkdownIt: round(fullBuild / markdownIt, 2),
      speedupOverMdx: round(mdx / fullBuild, 1),
      speedupOverMarkdoc: round(markdoc / fullBuild, 1),
    };
  } finally {
    await Promise.all([rm(dir, { recursive: true, force: true }), rm(out, { recursive: true, force: true })]);
  }
}

/** the watch rebuild after one page of the 2 000-page corpus changes (median of 20, after one build) */
export async function benchWatch(log: (line: string) => void): Promise<WatchResults> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-corpus-'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-out-'));
  try {
    await generateCorpus(dir, { pages: PAGES, seed: 42, paragraphs: 2 });
    const builder = new ContentBuilder(dir);
    await emitBuild(out, (await builder.build()).dbChunks!);
    const changed = path.join(dir, 'pages', 'p7.md');
    const incremental: number[] = [];
    const incrementalBuild: number[] = [];
    for (let run = 0; run < 20; run++) {
      await appendFile(changed, `\nНовая строка ${run}.\n`);
      const started = performance.now();
      const result = await builder.build({ changed: new Set(['pages/p7.md']) });
      incrementalBuild.push(performance.now() - started);
      await emitBuild(out, result.dbChunks!, { durable: false, schemas: false });
      incremental.push(performance.now() - started);
    }
    const incrementalSummary = summarize(incremental);
    const buildSummary = summarize(incrementalBuild);
    log(`watch rebuild: median ${incrementalSummary.median.toFixed(1)} ms, of which the build ${buildSummary.median.toFixed(1)} ms`);

    return {
      pages: PAGES,
      incrementalMs: { median: round(incrementalSummary.median), p95: round(incrementalSummary.p95) },
      incrementalBuildMs: { median: round(buildSummary.median), p95: round(buildSummary.p95) },
    };
  } finally {
    await Promise.all([rm(dir, { recursive: true, force: true }), rm(out, { recursive: true, force: true })]);
  }
}

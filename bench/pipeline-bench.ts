import { appendFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import Markdoc, { type Config, type RenderableTreeNode } from '@markdoc/markdoc';
import { BLOCKS, ContentBuilder, emitBuild, createMarkdown } from '../pipeline/index.ts';
import { generateCorpus } from '../testing/corpus/generate-corpus.ts';
import { toMarkdoc, toMdx } from './convert-syntax.ts';
import { round, summarize, timeInterleaved } from './stats.ts';

// 1. a full build of a seeded 2 000-page corpus against markdown-it alone, MDX and Markdoc;
// 2. (benchWatch, its own part) the watch rebuild after one page of that corpus changes.

export interface PipelineResults {
  corpus: { pages: number; megabytes: number };
  /** the default build in a warm process, as the watch's full rebuilds run: two threads (pipeline/threads/compile-pool.ts) */
  fullBuildMs: number;
  /** the same build on the main thread alone */
  oneThreadBuildMs: number;
  markdownItMs: number;
  mdxCompileMs: number;
  /** Markdoc.parse + Markdoc.transform */
  markdocMs: number;
  /** Markdoc.parse + Markdoc.validate (tags declaring their attributes' types) + Markdoc.transform */
  markdocValidatedMs: number;
  ratioToMarkdownIt: number;
  oneThreadRatioToMarkdownIt: number;
  speedupOverMdx: number;
  speedupOverMarkdoc: number;
  speedupOverMarkdocValidated: number;
  /** runs per median (after one warm-up), and the machine's 1-minute load average before and after */
  runs: number;
  loadAverage: [number, number];
}

export interface WatchResults {
  pages: number;
  /** one page changed: the build and db.json written, as `npm run content -- watch` does */
  incrementalMs: { median: number; p95: number };
  /** the build alone: what `npm start` serves from memory before it writes db.json */
  incrementalBuildMs: { median: number; p95: number };
}

const PAGES = 2000;
/** timed rounds: the median of them, after one warm-up each (the machine is shared) */
const RUNS = 7;

export async function benchPipeline(log: (line: string) => void): Promise<PipelineResults> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-corpus-'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-out-'));
  try {
    const { bytes } = await generateCorpus(dir, { pages: PAGES, seed: 42, paragraphs: 2 });
    log(`corpus: ${PAGES} pages, ${(bytes / 1e6).toFixed(1)} MB`);
    const files = await readdir(path.join(dir, 'pages'));
    const sources = await Promise.all(files.map((file) => readFile(path.join(dir, 'pages', file), 'utf8')));
    const bodies = sources.map((source) => source.replace(/^---[\s\S]*?---\n/, ''));

    const md = createMarkdown();
    const markdocSources = bodies.map(toMarkdoc);
    const markdocConfig = markdocTags();
    const loadBefore = os.loadavg()[0]!;
    // the five in turn, RUNS rounds: their ratios come from the same stretches of load
    const samples = await timeInterleaved(
      {
        fullBuild: () => new ContentBuilder(dir).build(),
        oneThreadBuild: () => new ContentBuilder(dir).build({ threads: 'main' }),
        markdownIt: () => sources.forEach((source) => md.parse(source, {})),
        markdoc: () => markdocSources.forEach((source) => Markdoc.transform(Markdoc.parse(source), markdocConfig)),
        markdocValidated: () => markdocSources.forEach((source) => validatedMarkdoc(source, markdocConfig)),
      },
      RUNS,
    );
    const { fullBuild, oneThreadBuild, markdownIt, markdoc, markdocValidated } = {
      fullBuild: summarize(samples.fullBuild).median,
      oneThreadBuild: summarize(samples.oneThreadBuild).median,
      markdownIt: summarize(samples.markdownIt).median,
      markdoc: summarize(samples.markdoc).median,
      markdocValidated: summarize(samples.markdocValidated).median,
    };
    log(`full build: ${fullBuild.toFixed(0)} ms (on one thread ${oneThreadBuild.toFixed(0)} ms)`);
    log(`markdown-it alone: ${markdownIt.toFixed(0)} ms`);
    log(`markdoc parse+transform: ${markdoc.toFixed(0)} ms`);
    log(`markdoc parse+validate+transform: ${markdocValidated.toFixed(0)} ms`);
    const loadAfter = os.loadavg()[0]!;

    const mdxSources = bodies.map(toMdx);
    const mdxStarted = performance.now();
    for (const source of mdxSources) await compile(source);
    const mdx = performance.now() - mdxStarted;
    log(`mdx compile: ${mdx.toFixed(0)} ms`);

    return {
      corpus: { pages: PAGES, megabytes: round(bytes / 1e6) },
      fullBuildMs: round(fullBuild, 0),
      oneThreadBuildMs: round(oneThreadBuild, 0),
      markdownItMs: round(markdownIt, 0),
      mdxCompileMs: round(mdx, 0),
      markdocMs: round(markdoc, 0),
      markdocValidatedMs: round(markdocValidated, 0),
      ratioToMarkdownIt: round(fullBuild / markdownIt, 2),
      oneThreadRatioToMarkdownIt: round(oneThreadBuild / markdownIt, 2),
      speedupOverMdx: round(mdx / fullBuild, 1),
      speedupOverMarkdoc: round(markdoc / fullBuild, 2),
      speedupOverMarkdocValidated: round(markdocValidated / fullBuild, 2),
      runs: RUNS,
      loadAverage: [round(loadBefore, 2), round(loadAfter, 2)],
    };
  } finally {
    await Promise.all([rm(dir, { recursive: true, force: true }), rm(out, { recursive: true, force: true })]);
  }
}

/**
 * Our blocks as Markdoc tags that declare what our schemas check at the least: the title a block
 * requires, a YAML body's data as a list or an object, no other attribute (Markdoc.validate reports unknown
 * ones) — the honest equivalent of our schema check, short of the data's own fields.
 */
function markdocTags(): Config {
  return {
    tags: Object.fromEntries(
      BLOCKS.flatMap((block) =>
        block.names.map((name) => [
          name.replace(/-/g, ''),
          {
            render: name,
            selfClosing: block.content !== 'markdown',
            attributes: {
              title: { type: String, required: block.title === 'required' },
              // a list body (reviews, prices…) is an array, the others one object
              data: { type: block.body?._zod.def.type === 'array' ? Array : Object, required: block.content === 'yaml' },
            },
          },
        ]),
      ),
    ),
  };
}

/** what a Markdoc site does per page: parse, validate (refusing the page on an error), transform */
function validatedMarkdoc(source: string, config: Config): RenderableTreeNode {
  const ast = Markdoc.parse(source);
  const errors = Markdoc.validate(ast, config).filter((problem) => problem.error.level === 'error' || problem.error.level === 'critical');
  if (errors.length > 0) throw new Error(`markdoc: ${errors[0]!.error.message} at line ${errors[0]!.lines[0]}`);
  return Markdoc.transform(ast, config);
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

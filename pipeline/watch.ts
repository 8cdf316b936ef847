import { watch } from 'node:fs';
import path from 'node:path';
import { ContentBuilder, type BuildResult } from './build.ts';
import { emitBuild } from './emit/emit.ts';
import { fileSystemError } from './read/file-system-error.ts';
import { summarize, type OutputFormat } from './report/format-diagnostics.ts';
import type { Diagnostic } from '../common/schema/diagnostic.ts';
import { chooseLanguage, type Language } from './messages/language.ts';
import { CLI_TEXTS } from './messages/cli-texts.ts';
import { sampleSummary } from './shared/sample-values.ts';

const SETTLE_MS = 30;

export interface WatchOptions {
  contentDir: string;
  outDir: string;
  format: OutputFormat;
  /** the language of the messages; the locale's when not given */
  lang?: Language;
  /** stops watching when aborted (tests, npm start) */
  signal?: AbortSignal;
  /** called after each rebuild with what it did (once the output is written) */
  onRebuild?: (summary: { ms: number; compiled: number; written: boolean; diagnostics: Diagnostic[] }) => void;
  /**
   * called as soon as a build is done, before its output is written: `npm start` serves
   * `result.db` from memory and tells the open tabs (live preview). `files` are the
   * content-relative paths that changed, undefined for the first build or an unknown change.
   * It may answer with another build to write instead: the one `npm start` serves while some files
   * are held back (tooling/live/held-back.ts).
   */
  onBuilt?: (built: Built) => void | Promise<BuildResult | void>;
}

export interface Built {
  result: BuildResult;
  files: readonly string[] | undefined;
  /** how long the build took, without writing */
  ms: number;
}

/**
 * Builds, then rebuilds on every change in the content folder. Only changed pages are re-parsed;
 * the cross-page checks run every time. Output is replaced only by a build without errors.
 */
export async function watchContent(options: WatchOptions, print: (diagnostics: readonly Diagnostic[], options: WatchOptions) => void): Promise<void> {
  const builder = new ContentBuilder(options.contentDir);
  const lang = options.lang ?? chooseLanguage(undefined, process.env);
  let previousSamples: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let schemasWritten = false;
  /** paths reported by the watcher since the last build; undefined means "check everything" */
  let changed: Set<string> | undefined;

  const rebuild = async () => {
    try {
      await rebuildOnce();
    } catch (error) {
      // a rebuild that fails for any reason keeps the last good output served (npm start); one
      // that could not write its output is the machine's problem, said as such, without a stack
      const written = fileSystemError(error);
      if (written !== undefined)
        process.stderr.write(`[content] ${CLI_TEXTS.writeFailed[lang](written.file, written.reason)}; ${CLI_TEXTS.outputKept[lang]}\n`);
      else process.stderr.write(`[content] internal error: ${(error as Error)?.stack ?? String(error)}\n[content] output kept as it was\n`);
      options.onRebuild?.({ ms: 0, compiled: 0, written: false, diagnostics: [] });
    }
  };
  const rebuildOnce = async () => {
    const started = performance.now();
    // every rebuild prints a start line, its problems and a summary line: an editor's problem
    // matcher (.vscode/tasks.json) reads one rebuild between the two and drops what was fixed
    process.stderr.write(`${CLI_TEXTS.watchStart[lang]}\n`);
    const batch = changed;
    changed = new Set();
    const result = await builder.build(batch === undefined ? {} : { changed: batch });
    const builtMs = performance.now() - started;
    let served = result;
    try {
      served = (await options.onBuilt?.({ result, files: batch === undefined ? undefined : [...batch].sort(), ms: builtMs })) ?? result;
    } catch (error) {
      process.stderr.write(`[content] internal error: ${(error as Error)?.stack ?? String(error)}\n`);
    }
    const written = served.dbChunks !== undefined;
    if (written) {
      await emitBuild(options.outDir, served.dbChunks!, { schemas: !schemasWritten, durable: false });
      schemasWritten = true;
    }
    const ms = performance.now() - started;
    print(result.diagnostics, { ...options, lang });
    // counted, never refused, while editing: the release check refuses them (check --release);
    // before the rebuild's last line, which an editor's problem matcher reads as its end
    const samples = sampleSummary(result.samples.length, lang);
    if (samples !== undefined && samples !== previousSamples) process.stderr.write(`[content] ${samples}\n`);
    previousSamples = samples;
    // npm start serves the build from memory at once: the file is written after, off the preview's path
    const servedFromMemory = written && options.onBuilt !== undefined;
    process.stderr.write(
      `${CLI_TEXTS.watchDone[lang](result.compiledCount, result.pageCount, Math.round(servedFromMemory ? builtMs : ms), summarize(result.diagnostics, lang), written, servedFromMemory ? Math.round(ms - builtMs) : undefined)}\n`,
    );
    options.onRebuild?.({ ms, compiled: result.compiledCount, written, diagnostics: result.diagnostics });
  };
  const schedule = () => {
    if (running) {
      again = true;
      return;
    }
    running = rebuild().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  };

  await rebuild();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(options.contentDir, { recursive: true }, (_event, filename) => {
    // without a file name (some platforms), check every file
    if (filename === null) changed = undefined;
    else changed?.add(filename.split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(schedule, SETTLE_MS);
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener('abort', stop, { once: true });
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running;
}

import { watch } from 'node:fs';
import path from 'node:path';
import { ContentBuilder, type BuildResult } from './build.ts';
import { emitBuild } from './emit.ts';
import { summarize, type OutputFormat } from './format-diagnostics.ts';
import type { Diagnostic } from './schema/diagnostic.ts';

const SETTLE_MS = 30;

export interface WatchOptions {
  contentDir: string;
  outDir: string;
  format: OutputFormat;
  /** stops watching when aborted (tests, npm start) */
  signal?: AbortSignal;
  /** called after each rebuild with what it did (once the output is written) */
  onRebuild?: (summary: { ms: number; compiled: number; written: boolean; diagnostics: Diagnostic[] }) => void;
  /**
   * called as soon as a build is done, before its output is written: `npm start` serves
   * `result.db` from memory and tells the open tabs (live preview). `files` are the
   * content-relative paths that changed, undefined for the first build or an unknown change.
   */
  onBuilt?: (built: Built) => void;
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
export async function watchContent(
  options: WatchOptions,
  print: (diagnostics: readonly Diagnostic[], options: WatchOptions) => void,
): Promise<void> {
  const builder = new ContentBuilder(options.contentDir);
  let previous = '';
  let running: Promise<void> | undefined;
  let again = false;
  let schemasWritten = false;
  /** paths reported by the watcher since the last build; undefined means "check everything" */
  let changed: Set<string> | undefined;

  const rebuild = async () => {
    try {
      await rebuildOnce();
    } catch (error) {
      // a rebuild that fails for any reason keeps the last good output served (npm start)
      process.stderr.write(`[content] internal error: ${(error as Error)?.stack ?? String(error)}\n[content] output kept as it was\n`);
      options.onRebuild?.({ ms: 0, compiled: 0, written: false, diagnostics: [] });
    }
  };
  const rebuildOnce = async () => {
    const started = performance.now();
    const batch = changed;
    changed = new Set();
    const result = await builder.build(batch === undefined ? {} : { changed: batch });
    const builtMs = performance.now() - started;
    const written = result.dbChunks !== undefined;
    try {
      options.onBuilt?.({ result, files: batch === undefined ? undefined : [...batch].sort(), ms: builtMs });
    } catch (error) {
      process.stderr.write(`[content] internal error: ${(error as Error)?.stack ?? String(error)}\n`);
    }
    if (written) {
      await emitBuild(options.outDir, result.dbChunks!, { schemas: !schemasWritten, durable: false });
      schemasWritten = true;
    }
    const ms = performance.now() - started;
    const shown = JSON.stringify(result.diagnostics);
    if (shown !== previous) {
      print(result.diagnostics, options);
      previous = shown;
    }
    // npm start serves the build from memory at once: the file is written after, off the preview's path
    const timing = written && options.onBuilt !== undefined ? `${builtMs.toFixed(0)} ms (+${(ms - builtMs).toFixed(0)} ms writing db.json)` : `${ms.toFixed(0)} ms`;
    process.stderr.write(
      `[content] ${result.compiledCount} of ${result.pageCount} pages compiled in ${timing}, ${summarize(result.diagnostics)}; ${written ? 'output updated' : 'output kept as it was'}\n`,
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

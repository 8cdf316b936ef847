#!/usr/bin/env node
// The editors' and CI's command: reads arguments, runs the pipeline, prints, picks the exit code.
import { realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fileSystemError } from './read/file-system-error.ts';
import { ContentBuilder } from './build.ts';
import { emitBuild } from './emit/emit.ts';
import { summarize } from './report/format-diagnostics.ts';
import { printDiagnostics } from './report/print-diagnostics.ts';
import { parseArguments, USAGE, type CliOptions } from './report/parse-arguments.ts';
import { watchContent } from './watch.ts';
import { chooseLanguage, type Language } from './messages/language.ts';
import { CLI_TEXTS, pagesText } from './messages/cli-texts.ts';
import { sampleSummary } from './check/sample-values.ts';

export const EXIT_OK = 0;
export const EXIT_CONTENT_ERRORS = 1;
export const EXIT_FAILURE = 2;

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArguments(argv);
  if ('error' in options) {
    process.stderr.write(options.error === '' ? `${USAGE}\n` : `error: ${options.error}\n\n${USAGE}\n`);
    return options.error === '' ? EXIT_OK : EXIT_FAILURE;
  }
  const lang = chooseLanguage(options.lang, process.env);
  // a mistyped --content is a usage error, not a page of "navigation file missing" problems
  const folderProblem = checkContentFolder(options.contentDir, lang);
  if (folderProblem !== undefined) {
    process.stderr.write(`${CLI_TEXTS.errorPrefix[lang]}: ${folderProblem}\n`);
    return EXIT_FAILURE;
  }
  try {
    if (options.command === 'watch') {
      await watchContent({ ...options, lang }, printDiagnostics);
      return EXIT_OK;
    }
    return await buildOnce({ ...options, lang });
  } catch (error) {
    const written = fileSystemError(error);
    process.stderr.write(
      written !== undefined
        ? `${CLI_TEXTS.errorPrefix[lang]}: ${CLI_TEXTS.writeFailed[lang](written.file, written.reason)}\n`
        : `internal error: ${(error as Error).stack ?? String(error)}\n`,
    );
    return EXIT_FAILURE;
  }
}

function checkContentFolder(dir: string, lang: Language): string | undefined {
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (stats === undefined) return CLI_TEXTS.folderMissing[lang](dir);
  if (!stats.isDirectory()) return CLI_TEXTS.notAFolder[lang](dir);
  return undefined;
}

async function buildOnce(options: CliOptions & { lang: Language }): Promise<number> {
  const started = performance.now();
  const builder = new ContentBuilder(options.contentDir);
  const onProgress = progressReporter(started);
  const result = await builder.build({ release: options.release, ...(onProgress ? { onProgress } : {}) });
  clearProgress();
  printDiagnostics(result.diagnostics, options);
  if (result.dbJson !== undefined && options.command === 'build') await emitBuild(options.outDir, result.dbJson, { staticApi: true });
  const { lang } = options;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const outcome =
    result.dbJson === undefined
      ? CLI_TEXTS.noOutput[lang]
      : options.command === 'build'
        ? CLI_TEXTS.wrote[lang](`${options.outDir}/db.json`)
        : CLI_TEXTS.valid[lang];
  process.stderr.write(`${pagesText(result.pageCount, lang)}, ${summarize(result.diagnostics, lang)} ${CLI_TEXTS.seconds[lang](seconds)}; ${outcome}\n`);
  const samples = options.release ? undefined : sampleSummary(result.samples.length, lang);
  if (samples !== undefined) process.stderr.write(`${samples}\n`);
  return result.dbJson === undefined ? EXIT_CONTENT_ERRORS : EXIT_OK;
}

/** progress on a terminal, only for builds that take over a second */
function progressReporter(started: number) {
  if (!process.stderr.isTTY) return undefined;
  return (done: number, total: number) => {
    if (performance.now() - started > 1000) process.stderr.write(`\rcompiling pages ${done}/${total}`);
  };
}

function clearProgress(): void {
  if (process.stderr.isTTY) process.stderr.write('\r\u001b[K');
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

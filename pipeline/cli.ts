#!/usr/bin/env node
// The editors' and CI's command: reads arguments, runs the pipeline, prints, picks the exit code.
import { realpathSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fileSystemError } from './read/file-system-error.ts';
import { ContentBuilder } from './build.ts';
import { emitBuild } from './emit/emit.ts';
import { buildSummary } from './report/build-summary.ts';
import { clearProgress, progressReporter } from './report/progress.ts';
import { printDiagnostics, printReport } from './report/print-diagnostics.ts';
import { parseArguments, USAGE, type CliOptions } from './parse-arguments.ts';
import { watchContent } from './watch.ts';
import { chooseLanguage, type Language } from './messages/language.ts';
import { CLI_TEXTS } from './messages/cli-texts.ts';
import { buildDateProblem } from './read/build-date.ts';

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
  // the day the build publishes for (news items dated later wait): a date that is none is a usage error
  const dateProblem = buildDateProblem(process.env);
  if (dateProblem !== undefined) {
    process.stderr.write(`${CLI_TEXTS.errorPrefix[lang]}: ${CLI_TEXTS.buildDateInvalid[lang](dateProblem)}\n`);
    return EXIT_FAILURE;
  }
  try {
    if (options.command === 'watch') {
      await watchContent({ ...options, lang }, printDiagnostics);
      return EXIT_OK;
    }
    return await buildOrCheck({ ...options, command: options.command, lang });
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

async function buildOrCheck(options: CliOptions & { command: 'build' | 'check'; lang: Language }): Promise<number> {
  const started = performance.now();
  const builder = new ContentBuilder(options.contentDir);
  const onProgress = progressReporter(started);
  const result = await builder.build({ release: options.release, ...(onProgress ? { onProgress } : {}) });
  clearProgress();
  let checklist: string | undefined;
  printReport(result.diagnostics, result.samples, options, options.checklistFile === undefined ? undefined : (document) => (checklist = document));
  if (options.checklistFile !== undefined && checklist !== undefined) await writeFile(options.checklistFile, checklist);
  if (result.dbJson !== undefined && options.command === 'build') await emitBuild(options.outDir, result.dbJson, { staticApi: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const { command, outDir, release, lang } = options;
  const valid = result.dbJson !== undefined;
  process.stderr.write(
    buildSummary(
      {
        command,
        outDir,
        release,
        pageCount: result.pageCount,
        diagnostics: result.diagnostics,
        sampleCount: result.samples.length,
        valid,
        seconds,
        ...(options.format === 'checklist' ? { checklist: options.checklistFile ?? '' } : {}),
      },
      lang,
    ),
  );
  return valid ? EXIT_OK : EXIT_CONTENT_ERRORS;
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CheckedProblem, CheckReport } from '../../common/contracts/draft-check.ts';
import { ContentBuilder, plural } from '../../pipeline/index.ts';
import { toProblems } from '../live/live-update.ts';
import { buildCommit, PROBLEM } from './build-commit.ts';
import { versionOf } from './git.ts';
import { texts, versionName } from './texts.ts';

// `publish check <commit>`: the commit built exactly as a publication builds it — the content check,
// the release check, the app and every page — in a temporary folder, and nothing published; the
// answer is a JSON report. The web editor asks it for a draft merged onto the site's branch before
// «Опубликовать» is allowed (docs/web-editor.md, «The check of a draft»). It takes no lock: it
// touches no release.

const LINE = /^(\S.*?):(\d+):(\d+) (error|warning) ([a-z][a-z0-9-]*) (.*)$/;

export async function checkCommit(
  request: { app: string; repository: string; env: NodeJS.ProcessEnv; timeoutSeconds: number },
  revision: string,
  signal: AbortSignal,
): Promise<CheckReport> {
  const version = versionOf(request.repository, revision);
  if (version === undefined) return { ok: false, commit: undefined, summary: texts.unknownVersion(revision), problems: [] };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'publish-check-'));
  try {
    const outcome = await buildCommit({ ...request, commit: version.commit, tree: path.join(scratch, 'tree'), signal });
    const problems = await problemsOf(
      outcome.problems.filter((line) => PROBLEM.test(line)),
      path.join(scratch, 'tree'),
      request.env,
    );
    if (outcome.kind === 'built') {
      return { ok: true, commit: version.commit, summary: `Проверка прошла: версию ${versionName(version)} можно публиковать.`, problems };
    }
    if (outcome.kind === 'content-errors') {
      const errors = outcome.errors;
      return {
        ok: false,
        commit: version.commit,
        summary: `Проверка нашла ${errors} ${plural(errors, 'ошибку', 'ошибки', 'ошибок')}: пока их не исправят, эту версию не опубликовать.`,
        problems,
      };
    }
    return {
      ok: false,
      commit: version.commit,
      summary: `Проверка не закончилась: сборка не удалась (${outcome.how}). Это не ошибка в тексте — сообщите администратору сайта.`,
      problems,
      output: outcome.problems,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * the build's problems as the web editor words them: with the diagnostics' parameters, which the
 * build's printed lines do not carry — the content of the checkout checked again, in-process, as
 * the live preview checks it (a second or two). Its lines stand when that finds none.
 */
async function problemsOf(lines: readonly string[], tree: string, env: NodeJS.ProcessEnv): Promise<CheckedProblem[]> {
  if (lines.length === 0) return [];
  const result = await new ContentBuilder(path.join(tree, 'content')).build({ release: env.ALLOW_SAMPLE_DATA !== '1' });
  const checked = toProblems(result.diagnostics, 'content');
  return checked.length > 0 ? checked : lines.map(problemOf);
}

function problemOf(line: string): CheckedProblem {
  const [, file, lineNumber, column, severity, code, message] = LINE.exec(line)!;
  return {
    severity: severity as 'error' | 'warning',
    code: code!,
    message: message!,
    file: file!,
    path: file!.replace(/^content\//, ''),
    line: Number(lineNumber),
    column: Number(column),
  };
}

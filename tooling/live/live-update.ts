import { type BuildResult, PUBLIC_DIR } from '../../pipeline/index.ts';
import type { Db } from '../../common/schema/db.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { ContentUpdate, LiveProblem } from '../../common/contracts/live-update.ts';

/** past this many changed pages the tab is told "every page" instead of a list */
const MAX_LISTED_PAGES = 100;
/** the parts of db.json the shell reads: tabs, sidebars, breadcrumbs, prev/next, footer */
const NAVIGATION_KEYS = ['header-tabs', 'sidebars', 'sequences', 'site'] as const;

/**
 * What a build changed, for the open tabs of `npm start`: the pages whose record is not the one
 * served before (the builder keeps an unchanged page's record, so identity says it), whether the
 * navigation changed, which public files were saved, and every problem. `previous` is the build
 * served until now (undefined at the start); `files` the content-relative paths that changed.
 */
export function describeUpdate(options: {
  previous: Db | undefined;
  result: Pick<BuildResult, 'db' | 'diagnostics'>;
  files: readonly string[] | undefined;
  build: number;
  /** the content folder as the terminal names it ("content") */
  contentDir: string;
  /**
   * the build served instead of `result` when that has errors: the same content with the failing
   * files `held` back as they were (held-back.ts)
   */
  standIn?: { db: Db; held: readonly string[] };
}): ContentUpdate {
  const { previous, result, files, build, contentDir, standIn } = options;
  const problems = toProblems(result.diagnostics, contentDir);
  const next = standIn?.db ?? result.db;
  const held = (standIn?.held ?? []).map((file) => inContentDir(file, contentDir));
  if (next === undefined) return { build, served: false, pages: [], navigation: false, assets: [], problems, held };
  const assets = (files ?? []).filter((file) => file.startsWith(`${PUBLIC_DIR}/`)).map((file) => file.slice(PUBLIC_DIR.length));
  if (previous === undefined) return { build, served: true, pages: '*', navigation: true, assets, problems, held };
  return { build, served: true, pages: changedRoutes(previous, next), navigation: navigationChanged(previous, next), assets, problems, held };
}

/** a content-relative file as the terminal names it */
function inContentDir(file: string, contentDir: string): string {
  const prefix = contentDir.replace(/\\/g, '/').replace(/\/+$/, '');
  return prefix === '' || prefix === '.' ? file : `${prefix}/${file}`;
}

function changedRoutes(previous: Db, next: Db): string[] | '*' {
  const before = new Map(previous.pages.map((page) => [page.route, page]));
  const changed: string[] = [];
  for (const page of next.pages) {
    if (before.get(page.route) !== page) changed.push(page.route);
    before.delete(page.route);
  }
  changed.push(...before.keys());
  return changed.length > MAX_LISTED_PAGES ? '*' : changed.sort();
}

function navigationChanged(previous: Db, next: Db): boolean {
  return NAVIGATION_KEYS.some((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
}

/** errors first, each at the place the terminal names */
export function toProblems(diagnostics: readonly Diagnostic[], contentDir: string): LiveProblem[] {
  return diagnostics
    .map((diagnostic) => ({
      severity: diagnostic.severity,
      code: diagnostic.code,
      message: diagnostic.message,
      file: inContentDir(diagnostic.file, contentDir),
      path: diagnostic.file,
      ...(diagnostic.params === undefined ? {} : { params: diagnostic.params }),
      line: diagnostic.line,
      column: diagnostic.column ?? 1,
    }))
    .sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

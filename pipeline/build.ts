import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../common/schema/diagnostic.ts';
import { createDiagnostic } from './messages/catalogue.ts';
import { SCHEMA_VERSION, type Db, type SequenceRecord, type SidebarRecord } from '../common/schema/db.ts';
import { SIDEBAR_IDS } from '../common/schema/navigation.ts';
import { compilePage, type CompiledPage } from './compile-page.ts';
import { createMarkdown } from './transform/markdown.ts';
import { listFiles } from './read/list-files.ts';
import { loadNavigation, type LoadedNavigation, type Navigation } from './read/load-navigation.ts';
import { checkNavigationRoutes, checkReferences, type SiteIndex } from './check/check-references.ts';
import { PAGES_DIR, PUBLIC_DIR, routeOfFile } from './read/page-route.ts';
import { ImageSizeCache } from './read/measure-image.ts';
import { pageJsonFromBuffers, serialisePage, type PageJson } from './emit/page-json.ts';
import { compileShared, type ErrorInfo, type RemoteOutcome, type Threads } from './threads/compile-pool.ts';
import { checkPublicFiles } from './check/check-public-files.ts';
import { loadFacts, placeholderTexts } from './read/load-facts.ts';
import { sampleDiagnostics, type SampleValue } from './check/sample-values.ts';

export const GENERATOR = 'neuro-clinic content pipeline';

export interface BuildResult {
  /** db.json as encoded pieces to write in order, or undefined when there are errors */
  dbChunks: readonly Buffer[] | undefined;
  /** the text of db.json (joined on first use), or undefined when there are errors */
  readonly dbJson: string | undefined;
  /**
   * the same data as objects (shared with the builder's cache: read, never change them), or
   * undefined when there are errors — what `npm start` serves from memory (docs/architecture.md)
   */
  db: Db | undefined;
  diagnostics: Diagnostic[];
  pageCount: number;
  /** files compiled in this run (the others came from the cache) */
  compiledCount: number;
  /** the sample values the content still holds (errors too with `release`) */
  samples: SampleValue[];
}

interface CachedPage {
  mtimeMs: number;
  size: number;
  compiled: CompiledPage;
  /** the page's parts of db.json, serialised and encoded once per compile, and as objects */
  json?: PageJson;
  /**
   * compiled in the worker (compile-pool.ts): its AST is inside the encoded record and its pictures
   * are not tracked, so a change under public/ compiles it again; `jsonError`: it could not be serialised
   */
  remote?: { jsonError?: ErrorInfo };
}

export interface BuildProgress {
  (done: number, total: number): void;
}

export interface BuildOptions {
  onProgress?: BuildProgress;
  /**
   * Content-relative paths known to have changed since the last build (watch mode). Pages not in
   * the set are taken from the cache without touching the disk; without it every file is checked.
   */
  changed?: ReadonlySet<string>;
  /** the release check: every sample value is an error (`check --release`, the production build) */
  release?: boolean;
  /** which threads compile the pages (compile-pool.ts); by default two from a few hundred pages on */
  threads?: Threads;
}

/**
 * Builds the content folder into db.json. Keeps each compiled page keyed by its file's mtime and
 * size, so a second build (watch mode) re-parses only changed files. Given the changed paths, it
 * also keeps what they cannot have changed: the public folder's listing and checks (no file under
 * public/ changed), the navigation (none under navigation/), and each unchanged page's link checks
 * while every route and heading id and every public file are as before.
 */
export class ContentBuilder {
  private readonly md = createMarkdown();
  private readonly cache = new Map<string, CachedPage>();
  private readonly imageSizes = new ImageSizeCache();
  /** the facts file's text the cached pages were compiled with (undefined: no file; null: not read yet) */
  private factsSource: string | undefined | null = null;
  /** stand-ins while the facts file is broken: its own problems are reported, not each use */
  private factTexts: ReadonlyMap<string, string> = new Map();
  /** the public folder as the last build found it */
  private publicFolder: { files: string[]; diagnostics: Diagnostic[] } | undefined;
  private navigation: LoadedNavigation | undefined;
  /** the last build's link checks, by route, with the compiled page they checked */
  private linkChecks = new Map<string, { compiled: CompiledPage; diagnostics: Diagnostic[] }>();
  private readonly anchors = new WeakMap<CompiledPage, { ids: Set<string>; key: string }>();

  constructor(readonly contentDir: string) {}

  async build(options: BuildOptions = {}): Promise<BuildResult> {
    try {
      return await this.buildOnce(options);
    } catch (error) {
      // a build that failed half-way may have seen changes it did not record: look again next time
      this.publicFolder = undefined;
      this.navigation = undefined;
      this.linkChecks = new Map();
      this.factsSource = null;
      throw error;
    }
  }

  private async buildOnce(options: BuildOptions): Promise<BuildResult> {
    const { onProgress, release = false, threads } = options;
    let { changed } = options;
    const diagnostics: Diagnostic[] = [];
    const facts = await loadFacts(this.contentDir);
    diagnostics.push(...facts.diagnostics);
    if (facts.source !== this.factsSource) {
      // any page may use any fact: a changed facts file compiles every page again
      this.factsSource = facts.source;
      this.factTexts = facts.facts?.texts ?? placeholderTexts();
      this.cache.clear();
      changed = undefined;
    }
    const files = await this.pageFiles(changed);
    if (files.length === 0) {
      diagnostics.push(createDiagnostic('content-dir-missing', { dir: path.join(this.contentDir, PAGES_DIR) }, { file: PAGES_DIR, line: 1 }));
    }

    const touched = (folder: string) => changed === undefined || [...changed].some((file) => file === folder || file.startsWith(`${folder}/`));
    const publicChanged = touched(PUBLIC_DIR);
    // the serialised pages carry image sizes: a changed image (or an unknown change) re-serialises them
    if (publicChanged) {
      for (const [file, cached] of this.cache) {
        if (cached.remote) this.cache.delete(file);
        else cached.json = undefined;
      }
    }

    const seen = new Set(files);
    for (const cached of this.cache.keys()) if (!seen.has(cached)) this.cache.delete(cached);
    const compiledPages = await this.compilePages(files, changed, diagnostics, onProgress, threads);
    const pages: { route: string; compiled: CompiledPage }[] = [];
    for (const [index, file] of files.entries()) {
      const compiled = compiledPages.pages[index];
      if (compiled !== undefined) pages.push({ route: routeOfFile(file)!, compiled });
    }
    const { compiledCount } = compiledPages;

    const byRoute = new Map<string, { route: string; compiled: CompiledPage }>();
    for (const page of pages) {
      diagnostics.push(...page.compiled.diagnostics);
      const other = byRoute.get(page.route);
      if (other !== undefined) {
        diagnostics.push(
          createDiagnostic('route-duplicate', { file: page.compiled.file, other: other.compiled.file, route: page.route }, { file: page.compiled.file, line: 1 }),
        );
        continue;
      }
      byRoute.set(page.route, page);
    }

    if (publicChanged || this.publicFolder === undefined) {
      const files = await listFiles(path.join(this.contentDir, PUBLIC_DIR));
      this.publicFolder = { files, diagnostics: checkPublicFiles(path.join(this.contentDir, PUBLIC_DIR), files, PUBLIC_DIR) };
    }
    diagnostics.push(...this.publicFolder.diagnostics);
    const assets = new Set(this.publicFolder.files.map((file) => `/${file}`));
    // each picture measured once per build, and without touching the disk while public/ is unchanged
    const sizes = new Map<string, ReturnType<ImageSizeCache['measure']>>();
    const site: SiteIndex = {
      anchorsByRoute: new Map([...byRoute].map(([route, page]) => [route, this.anchorsOf(page.compiled).ids])),
      assets,
      imageSize: (asset) => {
        if (!sizes.has(asset)) sizes.set(asset, this.imageSize(asset, !publicChanged));
        return sizes.get(asset);
      },
    };
    const reuseLinkChecks = !publicChanged && this.sameRoutesAndAnchors(byRoute);
    const linkChecks = new Map<string, { compiled: CompiledPage; diagnostics: Diagnostic[] }>();
    for (const [route, page] of byRoute) {
      const previous = this.linkChecks.get(route);
      const checked =
        reuseLinkChecks && previous?.compiled === page.compiled
          ? previous
          : { compiled: page.compiled, diagnostics: checkReferences(page.compiled.references, route, site) };
      linkChecks.set(route, checked);
      diagnostics.push(...checked.diagnostics);
    }
    this.linkChecks = linkChecks;

    // a changed facts file made `changed` undefined above: the navigation is read again with them
    if (touched('navigation') || this.navigation === undefined) this.navigation = await loadNavigation(this.contentDir, facts);
    const loaded = this.navigation;
    const samples = [...(facts.facts?.samples ?? []), ...[...byRoute.values()].flatMap(({ compiled }) => compiled.samples)];
    if (release) diagnostics.push(...sampleDiagnostics(samples));
    diagnostics.push(...loaded.diagnostics);
    // with no pages at all, every navigation entry would be reported again: one message is enough
    if (byRoute.size > 0) diagnostics.push(...checkNavigationRoutes(loaded.routes, site));

    // each page's JSON is made inside the per-page guard too: a page that cannot be serialised is
    // a diagnostic at its file, never an internal error of the whole build
    const pageJson = new Map<string, NonNullable<CachedPage['json']>>();
    if (!diagnostics.some((diagnostic) => diagnostic.severity === 'error')) {
      for (const [route, { compiled }] of byRoute) {
        try {
          pageJson.set(route, this.pageJson(compiled.file, route));
        } catch (error) {
          this.cache.delete(compiled.file);
          diagnostics.push(compileFailed(compiled.file, error));
        }
      }
    }

    diagnostics.sort(compareDiagnostics);
    const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    const assembled =
      failed || loaded.navigation === undefined
        ? undefined
        : assembleDb(
            [...byRoute.values()].map(({ route, compiled }) => ({ route, compiled, json: pageJson.get(route)! })),
            loaded.navigation,
          );
    const dbChunks = assembled?.chunks;
    let text: string | undefined;
    let db: Db | undefined;
    return {
      dbChunks,
      // as objects on first use: a page the worker compiled is then read back from its JSON
      get db() {
        if (assembled !== undefined) db ??= assembled.db();
        return db;
      },
      get dbJson() {
        if (dbChunks !== undefined) text ??= Buffer.concat(dbChunks).toString('utf8');
        return text;
      },
      diagnostics,
      pageCount: byRoute.size,
      compiledCount,
      samples,
    };
  }

  /** the markdown files of content/pages; with a change set and a warm cache, no directory walk */
  private async pageFiles(changed: ReadonlySet<string> | undefined): Promise<string[]> {
    if (changed !== undefined && this.cache.size > 0) {
      const files = new Set(this.cache.keys());
      for (const file of changed) {
        if (!file.startsWith(`${PAGES_DIR}/`) || !file.endsWith('.md')) continue;
        if (exists(path.join(this.contentDir, file))) files.add(file);
        else files.delete(file);
      }
      return [...files].sort();
    }
    const pagesRoot = path.join(this.contentDir, PAGES_DIR);
    return (await listFiles(pagesRoot)).filter((file) => file.endsWith('.md')).map((file) => `${PAGES_DIR}/${file}`);
  }

  private imageSize(asset: string, unchanged = false) {
    return this.imageSizes.measure(path.join(this.contentDir, PUBLIC_DIR, asset), unchanged);
  }

  /** a page's heading ids, and them as one key to compare */
  private anchorsOf(compiled: CompiledPage): { ids: Set<string>; key: string } {
    let anchors = this.anchors.get(compiled);
    if (anchors === undefined) {
      const ids = new Set(compiled.headings.map((heading) => heading.id));
      anchors = { ids, key: [...ids].join('\n') };
      this.anchors.set(compiled, anchors);
    }
    return anchors;
  }

  /**
   * whether the link checks of the last build still hold: the same routes, and each page compiled
   * anew since has the heading ids it had (public/ is compared by the caller)
   */
  private sameRoutesAndAnchors(byRoute: ReadonlyMap<string, { compiled: CompiledPage }>): boolean {
    if (byRoute.size !== this.linkChecks.size) return false;
    for (const [route, { compiled }] of byRoute) {
      const previous = this.linkChecks.get(route);
      if (previous === undefined) return false;
      if (previous.compiled !== compiled && this.anchorsOf(previous.compiled).key !== this.anchorsOf(compiled).key) return false;
    }
    return true;
  }

  private pageJson(file: string, route: string): PageJson {
    const cached = this.cache.get(file)!;
    if (cached.json === undefined) {
      const jsonError = cached.remote?.jsonError;
      if (jsonError !== undefined) throw Object.assign(new Error(jsonError.message), { name: jsonError.name });
      cached.json = serialisePage(cached.compiled, route, (src) => this.imageSize(src));
    }
    return cached.json;
  }

  /**
   * Each page file compiled, or taken from the cache while unchanged (in the order of `files`;
   * undefined for one that could not be read or compiled, with its diagnostic). A full build shares
   * the pages with the worker thread (compile-pool.ts).
   */
  private async compilePages(
    files: readonly string[],
    changed: ReadonlySet<string> | undefined,
    diagnostics: Diagnostic[],
    onProgress: BuildProgress | undefined,
    threads: Threads | undefined,
  ): Promise<{ pages: (CompiledPage | undefined)[]; compiledCount: number }> {
    let done = 0;
    const progress = () => onProgress?.(++done, files.length);
    const pages = new Array<CompiledPage | undefined>(files.length);
    const stale: { index: number; file: string }[] = [];
    const statsOf = new Map<string, { mtimeMs: number; size: number }>();
    for (const [index, file] of files.entries()) {
      const cached = this.cache.get(file);
      if (changed !== undefined && !changed.has(file) && cached !== undefined) {
        pages[index] = cached.compiled;
        progress();
        continue;
      }
      let stats: { mtimeMs: number; size: number };
      try {
        stats = statSync(path.join(this.contentDir, file));
      } catch (error) {
        diagnostics.push(unreadable(file, (error as Error).message));
        progress();
        continue;
      }
      if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
        pages[index] = cached.compiled;
        progress();
        continue;
      }
      statsOf.set(file, stats);
      stale.push({ index, file });
    }

    let compiledCount = 0;
    const compiled = await compileShared(this.contentDir, stale.map(({ file }) => file), this.factTexts, {
      here: (file, shared) => {
        const page = this.compileHere(file, statsOf.get(file)!, diagnostics);
        // beside the worker, this thread serialises as it goes too, so the two share that work
        if (shared && page?.frontmatter !== undefined) {
          try {
            this.pageJson(file, routeOfFile(file)!);
          } catch {
            // reported by the build's own serialisation step, as on one thread
          }
        }
        return page;
      },
      fromWorker: (outcome, bytes, offset) => this.takeRemote(outcome, bytes, offset, statsOf.get(outcome.file)!, diagnostics),
      onDone: progress,
    }, threads);
    stale.forEach(({ index }, at) => {
      pages[index] = compiled[at];
      if (compiled[at] !== undefined) compiledCount++;
    });
    return { pages, compiledCount };
  }

  // synchronous reads: for thousands of small files they beat a round trip to the thread pool each
  private compileHere(file: string, stats: { mtimeMs: number; size: number }, diagnostics: Diagnostic[]): CompiledPage | undefined {
    let source: string;
    try {
      source = readFileSync(path.join(this.contentDir, file), 'utf8');
    } catch (error) {
      diagnostics.push(unreadable(file, (error as Error).message));
      return undefined;
    }
    try {
      const compiled = compilePage(file, source, this.md, this.factTexts);
      this.cache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, compiled });
      return compiled;
    } catch (error) {
      this.cache.delete(file);
      diagnostics.push(compileFailed(file, error));
      return undefined;
    }
  }

  /** a page the worker compiled, into the cache as if compiled here */
  private takeRemote(outcome: RemoteOutcome, bytes: Buffer, offset: number, stats: { mtimeMs: number; size: number }, diagnostics: Diagnostic[]): CompiledPage | undefined {
    const { file } = outcome;
    if (outcome.kind === 'unreadable') {
      diagnostics.push(unreadable(file, outcome.reason));
      return undefined;
    }
    if (outcome.kind === 'failed') {
      this.cache.delete(file);
      diagnostics.push(compileFailed(file, outcome.error));
      return undefined;
    }
    let json: PageJson | undefined;
    if ('lengths' in outcome.json) {
      const [record, searchEntry, searchIndexEntry] = outcome.json.lengths;
      const at = (start: number, length: number) => bytes.subarray(offset + start, offset + start + length);
      json = pageJsonFromBuffers(at(0, record), at(record, searchEntry), at(record + searchEntry, searchIndexEntry));
    }
    const compiled: CompiledPage = {
      ...outcome.page,
      imageNodes: [],
      get ast() {
        if (json === undefined) throw new Error(`${file}: the page was not serialised`);
        return json.values.record.ast;
      },
    };
    this.cache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, compiled, json, remote: 'error' in outcome.json ? { jsonError: outcome.json.error } : {} });
    return compiled;
  }
}

function unreadable(file: string, reason: string): Diagnostic {
  return createDiagnostic('file-unreadable', { reason }, { file, line: 1 });
}

const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');

interface AssembledPage {
  route: string;
  compiled: CompiledPage;
  json: PageJson;
}

/**
 * db.json as encoded pieces, from each page's serialised parts: a rebuild serialises and encodes
 * only the changed pages, and nothing is copied into one big string. Beside them, the same data
 * as objects when asked for (references to the cached ones, so that costs three arrays).
 */
function assembleDb(pages: AssembledPage[], navigation: Navigation): { chunks: Buffer[]; db: () => Db } {
  pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const titleOf = new Map(pages.map(({ route, compiled }) => [route, compiled.frontmatter!.shortTitle ?? compiled.frontmatter!.title]));
  const sidebars: SidebarRecord[] = SIDEBAR_IDS.map((id) => ({ id, ...navigation.sidebars[id] }));
  const sequences: SequenceRecord[] = navigation.sequences.sequences.map((sequence) => ({
    id: sequence.id,
    items: sequence.routes.map((href) => ({ href, title: titleOf.get(href)! })),
  }));
  const head = {
    $schema: './schemas/db.schema.json',
    meta: { schemaVersion: SCHEMA_VERSION, generator: GENERATOR, pages: pages.length },
    'header-tabs': navigation.headerTabs,
    sidebars,
    sequences,
    site: navigation.site,
  } satisfies Omit<Db, 'search' | 'search-index' | 'pages'> & { $schema: string };
  const chunks: Buffer[] = [Buffer.from(JSON.stringify(head).slice(0, -1))];
  for (const [key, part] of [['search', 'searchEntry'], ['search-index', 'searchIndexEntry'], ['pages', 'record']] as const) {
    chunks.push(Buffer.from(`,"${key}":[`));
    pages.forEach((page, index) => {
      if (index > 0) chunks.push(COMMA);
      chunks.push(page.json[part]);
    });
    chunks.push(CLOSE_LIST);
  }
  chunks.push(Buffer.from('}\n'));
  const db = (): Db => ({
    ...head,
    search: pages.map((page) => page.json.values.searchEntry),
    'search-index': pages.map((page) => page.json.values.searchIndexEntry),
    pages: pages.map((page) => page.json.values.record),
  });
  return { chunks, db };
}

/** a page the pipeline itself could not handle: reported at the page, the rest of the build goes on */
function compileFailed(file: string, error: unknown): Diagnostic {
  const reason = `${(error as Error)?.name ?? 'Error'}: ${firstLine((error as Error)?.message ?? String(error))}`;
  return createDiagnostic('page-compile-failed', { error: reason }, { file, line: 1 });
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 200);
}

function exists(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false }) !== undefined;
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  return (a.column ?? 0) - (b.column ?? 0);
}

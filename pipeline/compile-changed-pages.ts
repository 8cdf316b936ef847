import type { Diagnostic } from '../common/schema/diagnostic.ts';
import { compilePage } from './transform/compile-page.ts';
import type { CompiledPage } from './shared/compiled-page.ts';
import type { Markdown } from './transform/markdown.ts';
import type { ClinicData } from './read/load-clinic-data.ts';
import { readPageSource, stampOfPage } from './read/page-files.ts';
import { routeOfFile } from './read/page-route.ts';
import type { ImageSize } from './shared/image-size.ts';
import { pageJsonFromBuffers } from './emit/page-json.ts';
import type { PageJson } from './shared/serialised-page.ts';
import { serialiseCached } from './emit/serialise-pages.ts';
import { compileShared, type RemoteOutcome, type Threads } from './threads/compile-pool.ts';
import { compileFailed, unreadable } from './messages/page-failures.ts';
import type { FileStamp, PageCache } from './shared/page-cache.ts';

export interface CompileContext {
  contentDir: string;
  md: Markdown;
  /** the texts a page may use by name (`{{phone}}`) */
  facts: ReadonlyMap<string, string>;
  /** the clinic's data the blocks show (content/data/) */
  data: ClinicData;
  cache: PageCache;
  /** a local picture's size, for the pages serialised as they are compiled */
  imageSize: (src: string) => ImageSize | undefined;
}

/**
 * Each page file compiled, or taken from the cache while unchanged (in the order of `files`;
 * undefined for one that could not be read or compiled, with its diagnostic). Pages not in
 * `changed` are taken from the cache without touching the disk; without it each file's stamp is
 * compared. A full build shares the pages with the worker thread (compile-pool.ts).
 */
export async function compileChangedPages(
  context: CompileContext,
  files: readonly string[],
  changed: ReadonlySet<string> | undefined,
  diagnostics: Diagnostic[],
  onProgress: ((done: number, total: number) => void) | undefined,
  threads: Threads | undefined,
): Promise<{ pages: (CompiledPage | undefined)[]; compiledCount: number }> {
  const { contentDir, cache } = context;
  let done = 0;
  const progress = () => onProgress?.(++done, files.length);
  const pages = new Array<CompiledPage | undefined>(files.length);
  const stale: { index: number; file: string }[] = [];
  const stampOf = new Map<string, FileStamp>();
  for (const [index, file] of files.entries()) {
    const cached = cache.get(file);
    if (changed !== undefined && !changed.has(file) && cached !== undefined) {
      pages[index] = cached.compiled;
      progress();
      continue;
    }
    let stamp: FileStamp;
    try {
      stamp = stampOfPage(contentDir, file);
    } catch (error) {
      diagnostics.push(unreadable(file, (error as Error).message));
      progress();
      continue;
    }
    const unchanged = cache.unchanged(file, stamp);
    if (unchanged !== undefined) {
      pages[index] = unchanged;
      progress();
      continue;
    }
    stampOf.set(file, stamp);
    stale.push({ index, file });
  }

  let compiledCount = 0;
  const compiled = await compileShared(
    contentDir,
    stale.map(({ file }) => file),
    { facts: context.facts, data: context.data },
    {
      here: (file, shared) => {
        const page = compileHere(context, file, stampOf.get(file)!, diagnostics);
        // beside the worker, this thread serialises as it goes too, so the two share that work
        if (shared && page?.frontmatter !== undefined) {
          try {
            serialiseCached(context.cache, file, routeOfFile(file)!, context.imageSize);
          } catch {
            // reported by the build's own serialisation step, as on one thread
          }
        }
        return page;
      },
      fromWorker: (outcome, bytes, offset) => takeRemote(cache, outcome, bytes, offset, stampOf.get(outcome.file)!, diagnostics),
      onDone: progress,
    },
    threads,
  );
  stale.forEach(({ index }, at) => {
    pages[index] = compiled[at];
    if (compiled[at] !== undefined) compiledCount++;
  });
  return { pages, compiledCount };
}

function compileHere(context: CompileContext, file: string, stamp: FileStamp, diagnostics: Diagnostic[]): CompiledPage | undefined {
  let source: string;
  try {
    source = readPageSource(context.contentDir, file);
  } catch (error) {
    diagnostics.push(unreadable(file, (error as Error).message));
    return undefined;
  }
  try {
    const compiled = compilePage(file, source, context.md, context.facts, context.data);
    context.cache.store(file, { mtimeMs: stamp.mtimeMs, size: stamp.size, compiled });
    return compiled;
  } catch (error) {
    context.cache.forget(file);
    diagnostics.push(compileFailed(file, error));
    return undefined;
  }
}

/** a page the worker compiled, into the cache as if compiled here */
function takeRemote(
  cache: PageCache,
  outcome: RemoteOutcome,
  bytes: Buffer,
  offset: number,
  stamp: FileStamp,
  diagnostics: Diagnostic[],
): CompiledPage | undefined {
  const { file } = outcome;
  if (outcome.kind === 'unreadable') {
    diagnostics.push(unreadable(file, outcome.reason));
    return undefined;
  }
  if (outcome.kind === 'failed') {
    cache.forget(file);
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
  cache.store(file, { mtimeMs: stamp.mtimeMs, size: stamp.size, compiled, json, remote: 'error' in outcome.json ? { jsonError: outcome.json.error } : {} });
  return compiled;
}

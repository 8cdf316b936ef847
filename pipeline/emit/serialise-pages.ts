import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { CompiledPage } from '../shared/compiled-page.ts';
import type { PageCache } from '../shared/page-cache.ts';
import type { ImageSize } from '../shared/image-size.ts';
import { compileFailed } from '../messages/page-failures.ts';
import { serialisePage } from './page-json.ts';
import type { PageJson } from '../shared/serialised-page.ts';

/** the page's db.json parts, from the cache or serialised into it; throws what serialising threw */
export function serialiseCached(cache: PageCache, file: string, route: string, imageSize: (src: string) => ImageSize | undefined): PageJson {
  return cache.json(file, (compiled) => serialisePage(compiled, route, imageSize));
}

/**
 * Each page's db.json parts, by route. Each is made inside the per-page guard too: a page that
 * cannot be serialised is a diagnostic at its file (and leaves the cache), never an internal error
 * of the whole build.
 */
export function serialisePages(
  pages: ReadonlyMap<string, CompiledPage>,
  cache: PageCache,
  imageSize: (src: string) => ImageSize | undefined,
): { json: Map<string, PageJson>; diagnostics: Diagnostic[] } {
  const json = new Map<string, PageJson>();
  const diagnostics: Diagnostic[] = [];
  for (const [route, compiled] of pages) {
    try {
      json.set(route, serialiseCached(cache, compiled.file, route, imageSize));
    } catch (error) {
      cache.forget(compiled.file);
      diagnostics.push(compileFailed(compiled.file, error));
    }
  }
  return { json, diagnostics };
}

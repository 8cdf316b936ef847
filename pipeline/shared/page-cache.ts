import type { CompiledPage } from './compiled-page.ts';
import type { ErrorInfo } from './error-info.ts';
import type { PageJson } from './serialised-page.ts';

/** what says whether a file changed since it was compiled: its modification time and size */
export interface FileStamp {
  mtimeMs: number;
  size: number;
}

export interface CachedPage extends FileStamp {
  compiled: CompiledPage;
  /** the page's parts of db.json, serialised and encoded once per compile, and as objects */
  json?: PageJson | undefined;
  /**
   * compiled in the worker (threads/compile-pool.ts): its AST is inside the encoded record and its pictures
   * are not tracked, so a change under public/ compiles it again; `jsonError`: it could not be serialised
   */
  remote?: { jsonError?: ErrorInfo } | undefined;
}

/**
 * Each compiled page by its content-relative file, with the mtime and size of the file it was
 * compiled from, so a rebuild (watch mode, pipeline/README.md) re-parses only the files
 * that changed. Holds data only: the stamps are read by the caller (read/page-files.ts).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  get size(): number {
    return this.pages.size;
  }

  files(): string[] {
    return [...this.pages.keys()];
  }

  get(file: string): CachedPage | undefined {
    return this.pages.get(file);
  }

  /** the compiled page while its file has the stamp it was compiled at, else undefined */
  unchanged(file: string, stamp: FileStamp): CompiledPage | undefined {
    const cached = this.pages.get(file);
    return cached !== undefined && cached.mtimeMs === stamp.mtimeMs && cached.size === stamp.size ? cached.compiled : undefined;
  }

  store(file: string, page: CachedPage): void {
    this.pages.set(file, page);
  }

  forget(file: string): void {
    this.pages.delete(file);
  }

  clear(): void {
    this.pages.clear();
  }

  /** drops the pages of files that are gone */
  keepOnly(files: ReadonlySet<string>): void {
    for (const file of this.pages.keys()) if (!files.has(file)) this.pages.delete(file);
  }

  /**
   * the serialised pages carry their pictures' sizes: after a change under public/ each is
   * serialised again, and a page the worker compiled (its pictures untracked) compiled again
   */
  forgetPictureSizes(): void {
    for (const [file, cached] of this.pages) {
      if (cached.remote) this.pages.delete(file);
      else cached.json = undefined;
    }
  }

  /**
   * the page's db.json parts, serialised on first use; throws what serialising threw, also the
   * error the worker met serialising it
   */
  json(file: string, serialise: (compiled: CompiledPage) => PageJson): PageJson {
    const cached = this.pages.get(file)!;
    if (cached.json === undefined) {
      const jsonError = cached.remote?.jsonError;
      if (jsonError !== undefined) throw Object.assign(new Error(jsonError.message), { name: jsonError.name });
      cached.json = serialise(cached.compiled);
    }
    return cached.json;
  }
}

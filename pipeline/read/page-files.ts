import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './list-files.ts';
import { PAGES_DIR } from './page-route.ts';
import type { FileStamp } from '../shared/page-cache.ts';

/**
 * The markdown files of content/pages, content-relative and sorted. Given the paths changed since
 * the files `known` were listed (watch mode), the known ones with those added or removed, without
 * walking the folder.
 */
export async function listPageFiles(contentDir: string, known: readonly string[], changed: ReadonlySet<string> | undefined): Promise<string[]> {
  if (changed !== undefined && known.length > 0) {
    const files = new Set(known);
    for (const file of changed) {
      if (!file.startsWith(`${PAGES_DIR}/`) || !file.endsWith('.md')) continue;
      if (exists(path.join(contentDir, file))) files.add(file);
      else files.delete(file);
    }
    return [...files].sort();
  }
  const pagesRoot = path.join(contentDir, PAGES_DIR);
  return (await listFiles(pagesRoot)).filter((file) => file.endsWith('.md')).map((file) => `${PAGES_DIR}/${file}`);
}

/** the page file's modification time and size; throws when it cannot be read */
export function stampOfPage(contentDir: string, file: string): FileStamp {
  const { mtimeMs, size } = statSync(path.join(contentDir, file));
  return { mtimeMs, size };
}

// synchronous reads: for thousands of small files they beat a round trip to the thread pool each
export function readPageSource(contentDir: string, file: string): string {
  return readFileSync(path.join(contentDir, file), 'utf8');
}

function exists(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false }) !== undefined;
}

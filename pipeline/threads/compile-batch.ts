// What the compile worker does with one batch of pages (compile-pool.ts): each page read, compiled
// and serialised as the main thread would, and sent back as what the checks across pages need, with
// the batch's encoded db.json parts in one buffer to hand over without a copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compilePage } from '../transform/compile-page.ts';
import type { ClinicData } from '../read/load-clinic-data.ts';
import type { Markdown } from '../transform/markdown.ts';
import type { ImageSizeCache } from '../read/measure-image.ts';
import { serialisePage } from '../emit/page-json.ts';
import { PUBLIC_DIR, routeOfFile } from '../read/page-route.ts';
import { errorInfo } from '../shared/error-info.ts';
import type { RemoteOutcome } from './compile-pool.ts';

export interface BatchTools {
  md: Markdown;
  imageSizes: ImageSizeCache;
  facts: ReadonlyMap<string, string>;
  data?: ClinicData;
}

export function compileBatch(contentDir: string, files: readonly string[], tools: BatchTools): { outcomes: RemoteOutcome[]; bytes: ArrayBuffer } {
  const parts: Buffer[] = [];
  const outcomes = files.map((file) => compileOne(contentDir, file, tools, parts));
  const joined = Buffer.concat(parts);
  // a buffer of its own (not a slice of Node's shared pool), so it can be transferred
  const bytes =
    joined.byteOffset === 0 && joined.buffer.byteLength === joined.length
      ? joined.buffer
      : joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.length);
  return { outcomes, bytes: bytes as ArrayBuffer };
}

function compileOne(contentDir: string, file: string, tools: BatchTools, parts: Buffer[]): RemoteOutcome {
  let source: string;
  try {
    source = readFileSync(path.join(contentDir, file), 'utf8');
  } catch (error) {
    return { file, kind: 'unreadable', reason: (error as Error).message };
  }
  let compiled;
  try {
    compiled = compilePage(file, source, tools.md, tools.facts, tools.data);
  } catch (error) {
    return { file, kind: 'failed', error: errorInfo(error) };
  }
  const { ast: _ast, imageNodes: _imageNodes, ...page } = compiled;
  // serialised whether or not the build will have errors (most have none); a page without its
  // frontmatter is never serialised: the build has an error then
  if (compiled.frontmatter === undefined) return { file, kind: 'compiled', page, json: { error: { name: 'Error', message: 'the page has no frontmatter' } } };
  try {
    const json = serialisePage(compiled, routeOfFile(file)!, (src) => tools.imageSizes.measure(path.join(contentDir, PUBLIC_DIR, src)));
    parts.push(json.record, json.searchEntry, json.searchIndexEntry);
    return { file, kind: 'compiled', page, json: { lengths: [json.record.length, json.searchEntry.length, json.searchIndexEntry.length] } };
  } catch (error) {
    return { file, kind: 'compiled', page, json: { error: errorInfo(error) } };
  }
}

import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { STATIC_API_DIR, staticApiFiles } from './static-api.ts';
import path from 'node:path';
import { jsonSchemaFiles } from './json-schemas.ts';

const TEMP_SUFFIX = '.partial';

export interface EmitOptions {
  /** also write the API as static files (dist-data/api/), for deployment */
  staticApi?: boolean;
  /** write the JSON Schemas (they change only with the code; watch writes them once) */
  schemas?: boolean;
  /** flush to disk before renaming; watch skips it, the rename alone keeps readers safe */
  durable?: boolean;
}

let schemaFiles: Record<string, string> | undefined;

/** dist-data/db.json and the JSON Schemas beside it; with `staticApi`, the API as files too */
export async function emitBuild(outDir: string, db: string | readonly Buffer[], options: EmitOptions = {}): Promise<void> {
  const { staticApi = false, schemas = true, durable = true } = options;
  schemaFiles ??= Object.fromEntries(Object.entries(jsonSchemaFiles()).map(([name, text]) => [`schemas/${name}`, text]));
  if (staticApi) {
    const text = typeof db === 'string' ? db : Buffer.concat(db).toString('utf8');
    await replaceDirectory(path.join(outDir, STATIC_API_DIR), staticApiFiles(text));
  }
  await writeAtomically(outDir, { ...(schemas ? schemaFiles : {}), 'db.json': db }, 'db.json', durable);
}

/**
 * Writes a whole folder beside the old one, then swaps them with two renames: a reader sees the
 * old tree or the new one, never a half-written file.
 */
async function replaceDirectory(target: string, files: Record<string, string>): Promise<void> {
  const staging = `${target}.${process.pid}${TEMP_SUFFIX}`;
  const retired = `${target}.${process.pid}.old${TEMP_SUFFIX}`;
  await rm(staging, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(staging, name);
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w');
    try {
      await handle.writeFile(text, 'utf8');
    } finally {
      await handle.close();
    }
  }
  await rename(target, retired).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, target);
  await rm(retired, { recursive: true, force: true });
}

/**
 * Writes files into outDir so that a reader never sees half of one: each is written in full to a
 * temporary name, flushed to disk, then renamed over the old file (rename is atomic on one file
 * system). db.json goes last, so a run killed half-way leaves the old db.json byte for byte.
 */
async function writeAtomically(outDir: string, files: Record<string, string | readonly Buffer[]>, last: string, durable = true): Promise<void> {
  await removeLeftovers(outDir);
  const names = Object.keys(files).sort((a, b) => Number(a === last) - Number(b === last));
  const staged: [string, string][] = [];
  for (const name of names) {
    const target = path.join(outDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}${TEMP_SUFFIX}`;
    const handle = await open(temporary, 'w');
    try {
      const content = files[name]!;
      if (typeof content === 'string') await handle.writeFile(content, 'utf8');
      else await writeAll(handle, content);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    staged.push([temporary, target]);
  }
  for (const [temporary, target] of staged) await rename(temporary, target);
}

/** writev in batches (the system limits how many pieces one call takes) */
async function writeAll(handle: FileHandle, chunks: readonly Buffer[]): Promise<void> {
  const BATCH = 512;
  for (let start = 0; start < chunks.length; start += BATCH) {
    const batch = chunks.slice(start, start + BATCH);
    const { bytesWritten } = await handle.writev(batch);
    const total = batch.reduce((sum, chunk) => sum + chunk.length, 0);
    // a short write (rare, on some file systems): write the rest plainly
    if (bytesWritten < total) await handle.write(Buffer.concat(batch).subarray(bytesWritten));
  }
}

/** temporary files of a run that was killed before renaming them */
async function removeLeftovers(outDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(outDir, { recursive: true });
  } catch {
    return;
  }
  await Promise.all(entries.filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => rm(path.join(outDir, name), { recursive: true, force: true })));
}

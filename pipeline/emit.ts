import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
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
export async function emitBuild(outDir: string, dbJson: string, options: EmitOptions = {}): Promise<void> {
  const { staticApi = false, schemas = true, durable = true } = options;
  schemaFiles ??= Object.fromEntries(Object.entries(jsonSchemaFiles()).map(([name, text]) => [`schemas/${name}`, text]));
  if (staticApi) await replaceDirectory(path.join(outDir, STATIC_API_DIR), staticApiFiles(dbJson));
  await writeAtomically(outDir, { ...(schemas ? schemaFiles : {}), 'db.json': dbJson }, 'db.json', durable);
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
export async function writeAtomically(outDir: string, files: Record<string, string>, last: string, durable = true): Promise<void> {
  await removeLeftovers(outDir);
  const names = Object.keys(files).sort((a, b) => Number(a === last) - Number(b === last));
  const staged: [string, string][] = [];
  for (const name of names) {
    const target = path.join(outDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}${TEMP_SUFFIX}`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(files[name]!, 'utf8');
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    staged.push([temporary, target]);
  }
  for (const [temporary, target] of staged) await rename(temporary, target);
}

/** temporary files of a run that was killed before renaming them */
async function removeLeftovers(outDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(outDir, { recursive: true });
  } catch {
    return;
  }
  await Promise.all(
    entries.filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => rm(path.join(outDir, name), { recursive: true, force: true })),
  );
}

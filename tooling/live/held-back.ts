import { cp, mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentBuilder, PUBLIC_DIR, type BuildResult } from '../../pipeline/index.ts';

// One mistake blocks only itself under `npm start` (docs/web-editor.md, «The check's answer to a
// save»): when a build finds errors, the content is built again with each failing file as it was
// in the last build the site showed — the previous version of that file, or no file for one that
// is new — and every other file as it is now. If that build is clean, the site shows it: every
// other change is published, and the failing files' changes are held back until they are fixed.
// If it still has errors (a mistake across files: a link to a page renamed elsewhere), nothing is
// published and the site keeps the last good build, as before.

/** how many times the failing files of the stand-in build are held back too before giving up */
const MAX_ROUNDS = 3;

export interface HeldBuild {
  /** the build to serve: the clean build with the failing files held back */
  result: BuildResult;
  /** the content-relative files whose saved text is not what the site shows */
  held: string[];
}

export class HeldBack {
  /** each text file's content at the last build served (null: it did not exist), content-relative */
  private readonly served = new Map<string, string | null>();
  private known = false;
  private folder: string | undefined;
  private builder: ContentBuilder | undefined;

  constructor(private readonly contentDir: string) {}

  /**
   * After a build: records what a clean build served, or builds the stand-in of a build with
   * errors. `files` the content-relative paths changed since the last build (undefined: unknown).
   */
  async afterBuild(result: BuildResult, files: readonly string[] | undefined): Promise<HeldBuild | undefined> {
    const errors = errorFiles(result);
    if (errors.size === 0) {
      await this.remember(files, new Set());
      return undefined;
    }
    // nothing was ever served, or a mistake in a public file (a picture): nothing to hold back
    if (!this.known || [...errors].some((file) => !this.isText(file))) return undefined;
    const held = new Set(errors);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const standIn = await this.buildHolding(held);
      const more = errorFiles(standIn);
      if (more.size === 0) {
        await this.remember(files, held);
        return { result: standIn, held: [...held].sort() };
      }
      const before = held.size;
      for (const file of more) if (this.isText(file)) held.add(file);
      if (held.size === before) return undefined;
    }
    return undefined;
  }

  async close(): Promise<void> {
    if (this.folder !== undefined) await rm(this.folder, { recursive: true, force: true });
  }

  private isText(file: string): boolean {
    return !file.startsWith(`${PUBLIC_DIR}/`) && /\.(md|ya?ml)$/.test(file);
  }

  /** a copy of the content folder (its files' times kept, so unchanged pages come from the cache) with `held` as served */
  private async buildHolding(held: ReadonlySet<string>): Promise<BuildResult> {
    this.folder ??= await mkdtemp(path.join(tmpdir(), 'content-held-'));
    await rm(this.folder, { recursive: true, force: true });
    await cp(this.contentDir, this.folder, { recursive: true, preserveTimestamps: true });
    for (const file of held) {
      const text = this.served.get(file);
      const target = path.join(this.folder, file);
      if (text === null || text === undefined) await unlink(target).catch(() => undefined);
      else {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
    }
    this.builder ??= new ContentBuilder(this.folder);
    return this.builder.build();
  }

  /** the texts the site now shows: every changed file but the held ones (all of them the first time) */
  private async remember(files: readonly string[] | undefined, held: ReadonlySet<string>): Promise<void> {
    const everything = files === undefined || !this.known;
    if (everything) this.served.clear();
    const changed = everything ? (await textFiles(this.contentDir)).filter((file) => this.isText(file)) : files;
    for (const file of changed) {
      if (held.has(file) || !this.isText(file)) continue;
      this.served.set(file, await readFile(path.join(this.contentDir, file), 'utf8').catch(() => null));
    }
    this.known = true;
  }
}

/** the content folder's files, content-relative with forward slashes */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** the content-relative files with an error */
function errorFiles(result: BuildResult): Set<string> {
  return new Set(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.file));
}

// The variants already made, by what they are made of: the address names the original's content
// digest, size and format, and ENCODER_SETTINGS the rest. The daily rebuild and a publication that
// changed no picture make nothing again. The folder lives outside node_modules (which npm ci
// deletes): `.image-cache/` in the project, or IMAGE_CACHE_DIR (the publisher's, beside its releases).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENCODER_SETTINGS } from './make-variant.ts';

/** a cached file not used by any build for this long is deleted */
const UNUSED_DAYS = 30;

export class VariantCache {
  constructor(readonly dir: string) {}

  /** the cached bytes of a variant address, or undefined; a hit is marked as used */
  read(url: string): Buffer | undefined {
    const file = this.fileOf(url);
    try {
      const bytes = readFileSync(file);
      const now = new Date();
      utimesSync(file, now, now);
      return bytes;
    } catch {
      return undefined;
    }
  }

  /** stored whole or not at all: a build stopped halfway leaves no broken file */
  write(url: string, bytes: Buffer): void {
    mkdirSync(this.dir, { recursive: true });
    const file = this.fileOf(url);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  }

  /** deletes what no build used for UNUSED_DAYS days; returns how many files */
  prune(now = Date.now()): number {
    let removed = 0;
    for (const name of readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)) {
      const file = path.join(this.dir, name);
      if (now - statSync(file).mtimeMs > UNUSED_DAYS * 86_400_000) {
        unlinkSync(file);
        removed += 1;
      }
    }
    return removed;
  }

  private fileOf(url: string): string {
    const key = createHash('sha256').update(`${ENCODER_SETTINGS}\n${url}`).digest('hex').slice(0, 40);
    return path.join(this.dir, `${key}${path.extname(url)}`);
  }
}

/** the cache folder a build uses */
export function variantCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.IMAGE_CACHE_DIR ? path.resolve(env.IMAGE_CACHE_DIR) : path.join(root, '.image-cache');
}

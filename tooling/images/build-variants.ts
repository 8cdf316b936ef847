// The build's pictures: every variant the pages name (common/images/plan-picture.ts) made into the
// app's folder — from the cache when it holds it —, and each original they were made from taken out
// of it (Vite copied content/public there whole), unless a page links to it as a file. SVG has no
// variants and stays.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseVariantUrl, variantFile, type Variant } from '../../common/images/variant-url.ts';
import { makeVariant } from './make-variant.ts';
import type { VariantCache } from './variant-cache.ts';

export interface VariantsOptions {
  /** the variant addresses to make (collectVariantUrls of db.json) */
  urls: Iterable<string>;
  /** content/public: where the originals are */
  publicDir: string;
  /** the app's folder: each variant goes to its address under it */
  outDir: string;
  cache: VariantCache;
  /** originals a page links to as files (a photo to download): they stay in outDir */
  linked?: ReadonlySet<string>;
  /** how many originals are worked on at once; libvips uses every core for each as well */
  concurrency?: number;
}

export interface VariantsBuilt {
  made: number;
  fromCache: number;
  /** the originals taken out of outDir */
  originals: number;
  bytes: number;
}

export async function buildVariants(options: VariantsOptions): Promise<VariantsBuilt> {
  const bySource = new Map<string, { url: string; variant: Variant }[]>();
  for (const url of options.urls) {
    const variant = parseVariantUrl(url);
    if (variant === undefined) throw new Error(`not a variant address: ${url}`);
    bySource.set(variant.source, [...(bySource.get(variant.source) ?? []), { url, variant }]);
  }
  const built: VariantsBuilt = { made: 0, fromCache: 0, originals: 0, bytes: 0 };
  const sources = [...bySource.entries()];
  const work = async () => {
    for (let next = sources.shift(); next !== undefined; next = sources.shift()) {
      const [source, variants] = next;
      let original: Buffer | undefined;
      for (const { url, variant } of variants) {
        let bytes = options.cache.read(url);
        if (bytes === undefined) {
          original ??= readFileSync(path.join(options.publicDir, source));
          bytes = await makeVariant(original, variant);
          options.cache.write(url, bytes);
          built.made += 1;
        } else built.fromCache += 1;
        const file = path.join(options.outDir, variantFile(variant));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, bytes);
        built.bytes += bytes.length;
      }
      if (!options.linked?.has(source)) rmSync(path.join(options.outDir, source), { force: true });
      built.originals += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, work));
  return built;
}

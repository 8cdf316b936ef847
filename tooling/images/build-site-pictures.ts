// The production build's step for pictures: the variants every page names, made into the app's folder
// with the cache, and one line for the build's log.
import path from 'node:path';
import { collectVariantUrls } from '../../common/images/plan-picture.ts';
import { buildVariants } from './build-variants.ts';
import { VariantCache, variantCacheDir } from './variant-cache.ts';

export interface SitePicturesOptions {
  root: string;
  contentDir: string;
  outDir: string;
  /** the built db.json's object: its pages' AST name the variants */
  db: unknown;
}

/** the log line: what was made, what came from the cache */
export async function buildSitePictures(options: SitePicturesOptions): Promise<string> {
  const started = performance.now();
  const cache = new VariantCache(variantCacheDir(options.root));
  const built = await buildVariants({
    urls: collectVariantUrls(options.db),
    publicDir: path.join(options.contentDir, 'public'),
    outDir: options.outDir,
    cache,
    linked: linkedFiles(options.db),
  });
  const pruned = built.made + built.fromCache > 0 ? cache.prune() : 0;
  const kilobytes = Math.round(built.bytes / 1024);
  return (
    `pictures: ${built.originals} originals → ${built.made + built.fromCache} variants (${built.made} made, ${built.fromCache} from ${cache.dir}` +
    `${pruned > 0 ? `, ${pruned} unused deleted` : ''}), ${kilobytes} kB, in ${Math.round(performance.now() - started)} ms\n`
  );
}

/** the addresses pages link to (a link's href, an article's PDF): an original named there stays in the build */
function linkedFiles(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) linkedFiles(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && LINK_KEYS.has(key)) into.add(field.split(/[?#]/)[0]!);
      else linkedFiles(field, into);
    }
  }
  return into;
}

const LINK_KEYS = new Set(['href', 'pdfUrl', 'articleUrl']);

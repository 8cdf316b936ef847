import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A visitor who opened a page just before a release went live still runs the old app, which loads
// its lazy parts (a form, the search, a rare block) by their hashed names later. The new build has
// other names, so the old release's own files (its Vite manifest lists them) go into the new
// release too: one release back, so the set does not grow from release to release. So do the
// pictures' variants (assets/img/, named by their original's digest): a photo replaced meanwhile
// still shows on the page opened before.

interface ManifestChunk {
  file?: string;
  css?: string[];
  assets?: string[];
}

/** links the files the old build's manifest names into the new build where it has none; returns how many */
export function carryOverAssets(oldDist: string, newDist: string): number {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(oldDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return 0;
  }
  const files = new Set([
    ...Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
    ...pictureVariants(oldDist),
  ]);
  let carried = 0;
  for (const file of files) {
    // hashed files only; a manifest never names anything outside the build
    if (file === undefined || !file.startsWith('assets/') || file.includes('..')) continue;
    const target = path.join(newDist, file);
    const source = path.join(oldDist, file);
    if (existsSync(target) || !existsSync(source)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    carried++;
  }
  return carried;
}

/** the old build's picture variants, as paths inside it (tooling/images/) */
function pictureVariants(dist: string): string[] {
  const folder = path.join(dist, 'assets', 'img');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { carryOverAssets } from './carry-assets.ts';
import type { VersionInfo } from './git.ts';
import { RELEASE_INFO, releaseDir, type Layout, type Release, type ReleaseInfo } from './releases.ts';

/** what of a built checkout a release keeps: what nginx serves, and the content the receiver reads its facts from */
const RELEASE_PARTS = ['dist', 'dist-data', 'content'];

/**
 * Moves a finished build into releases/<name> (the commit, or a rebuild's name): assembled under
 * another name, given its own only when whole. Not live yet: switchTo() does that.
 */
export function makeRelease(layout: Layout, tree: string, name: string, version: VersionInfo, live: Release | undefined): void {
  const partial = path.join(layout.releases, `${name}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const part of RELEASE_PARTS) renameSync(path.join(tree, part), path.join(partial, part));
  const info: ReleaseInfo = { ...version, built: new Date().toISOString() };
  writeFileSync(path.join(partial, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  if (live !== undefined) carryOverAssets(path.join(live.dir, 'dist'), path.join(partial, 'dist'));
  renameSync(partial, releaseDir(layout, name));
}

import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { VersionInfo } from './git.ts';

// The published site on disk (docs/deploy.md, «Publishing»):
//
//   <root>/releases/<commit>/   one finished build each: dist/, dist-data/, content/, release.json;
//                               a rebuild of a commit already built (the daily rebuild that lets
//                               news dated today appear) is <commit>-<UTC stamp>/
//   <root>/current              a symlink to the live one: nginx's root is current/dist
//   <root>/builds/              the checkouts being built; whatever is left there was interrupted
//   <root>/status/              what the last publication did, for the editors (status.ts)
//
// A release is complete before its folder gets its name, and `current` changes by one rename(2)
// of a new symlink over the old one: a visitor gets the old set or the new one, never a mix.

export interface Layout {
  root: string;
  releases: string;
  builds: string;
  current: string;
  status: string;
}

export interface Release {
  /** the folder's name: the commit hash, with a rebuild's stamp after it */
  name: string;
  dir: string;
  info: ReleaseInfo;
  /** when it last became the live release (the folder's mtime, set on each switch) */
  liveSince: Date;
}

export interface ReleaseInfo extends VersionInfo {
  /** when the build finished, ISO 8601 */
  built: string;
}

export const RELEASE_INFO = 'release.json';
/** a commit hash, and the UTC stamp of a rebuild of it */
const RELEASE_NAME = /^[0-9a-f]{40}(?:[0-9a-f]{24})?(?:-\d{8}T\d{6}Z)?$/;

export function layoutOf(root: string): Layout {
  return {
    root,
    releases: path.join(root, 'releases'),
    builds: path.join(root, 'builds'),
    current: path.join(root, 'current'),
    status: path.join(root, 'status'),
  };
}

/** every finished release, the most recently live first */
export function listReleases(layout: Layout): Release[] {
  if (!existsSync(layout.releases)) return [];
  return readdirSync(layout.releases)
    .filter((name) => RELEASE_NAME.test(name))
    .flatMap((name) => {
      const release = readRelease(layout, name);
      return release === undefined ? [] : [release];
    })
    .sort((a, b) => b.liveSince.getTime() - a.liveSince.getTime());
}

function readRelease(layout: Layout, name: string): Release | undefined {
  const dir = path.join(layout.releases, name);
  try {
    const info = JSON.parse(readFileSync(path.join(dir, RELEASE_INFO), 'utf8')) as ReleaseInfo;
    return { name, dir, info, liveSince: statSync(dir).mtime };
  } catch {
    return undefined;
  }
}

/** the release `current` points at, if any */
export function liveRelease(layout: Layout): Release | undefined {
  let target: string;
  try {
    target = readlinkSync(layout.current);
  } catch {
    return undefined;
  }
  return readRelease(layout, path.basename(target));
}

export function releaseDir(layout: Layout, name: string): string {
  return path.join(layout.releases, name);
}

/** the folder name of a rebuild of `commit` made at `now` */
export function rebuildName(commit: string, now: Date): string {
  return `${commit}-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** makes a release live: a new symlink renamed over `current` in one step */
export function switchTo(layout: Layout, name: string): void {
  const temporary = path.join(layout.root, `current.new-${process.pid}`);
  rmSync(temporary, { force: true });
  // relative, so that the whole folder may move
  symlinkSync(path.join('releases', name), temporary);
  renameSync(temporary, layout.current);
  const now = new Date();
  utimesSync(releaseDir(layout, name), now, now);
}

/** removes the releases beyond the `keep` most recently live ones; the live one always stays */
export function pruneReleases(layout: Layout, keep: number): string[] {
  const live = liveRelease(layout)?.name;
  const removed = listReleases(layout)
    .filter((release) => release.name !== live)
    .slice(Math.max(keep - 1, 0))
    .map((release) => release.name);
  for (const name of removed) removeFolder(layout, releaseDir(layout, name));
  return removed;
}

/**
 * What an interrupted publication left: checkouts, half-made releases, half-removed ones, an
 * unrenamed symlink. Called with the lock held, so none of it is anyone's work in progress.
 */
export function removeLeftovers(layout: Layout): void {
  rmSync(layout.builds, { recursive: true, force: true });
  mkdirSync(layout.builds, { recursive: true });
  mkdirSync(layout.releases, { recursive: true });
  for (const name of readdirSync(layout.releases)) {
    if (!RELEASE_NAME.test(name)) rmSync(path.join(layout.releases, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(layout.root)) {
    if (name.startsWith('current.new-')) rmSync(path.join(layout.root, name), { force: true });
  }
}

/** renamed out of the releases first, so a half-removed release never passes for one */
function removeFolder(layout: Layout, dir: string): void {
  const doomed = path.join(layout.releases, `${path.basename(dir)}.removing`);
  renameSync(dir, doomed);
  rmSync(doomed, { recursive: true, force: true });
}

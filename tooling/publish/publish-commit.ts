import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildCommit } from './build-commit.ts';
import { fileAt, isAncestor, versionOf, type VersionInfo } from './git.ts';
import { makeRelease } from './make-release.ts';
import { liveRelease, pruneReleases, rebuildName, releaseDir, removeLeftovers, switchTo, type Release } from './releases.ts';
import { liveVersionOf, type Report } from './report.ts';
import type { PublishSettings } from './settings.ts';
import { writeBuildLog } from './status.ts';
import { liveLine, texts } from './texts.ts';

// A commit of the site's branch goes live only if it builds: checked out, built (npm run build:
// the content check, the release check, the app, every page prerendered), made a release and
// switched to in one rename. Anything that fails on the way leaves `current` where it was.
// deploy/publish/publish runs this with the lock held: one publication at a time.

/** 0: live (or already was); 1: not published, the report says why */
export async function publishCommit(
  settings: PublishSettings & { repository: string },
  revision: string,
  report: Report,
  signal: AbortSignal,
): Promise<number> {
  const { layout, repository } = settings;
  removeLeftovers(layout);
  const live = liveRelease(layout);
  const version = versionOf(repository, revision);
  if (version === undefined) {
    report.status('failed', texts.unknownVersion(revision), { live });
    return 1;
  }
  if (live?.info.commit === version.commit) {
    report.status('unchanged', texts.alreadyLive(version), { version, live });
    return 0;
  }
  // an earlier push whose turn came after a later one: the site must not go back
  if (live !== undefined && isAncestor(repository, version.commit, live.info.commit)) {
    report.status('unchanged', texts.includedInLive(version, live.info), { version, live });
    return 0;
  }
  if (existsSync(releaseDir(layout, version.commit))) {
    switchTo(layout, version.commit);
    pruneReleases(layout, settings.keep);
    report.status('published', texts.republished(version), { version, live: liveRelease(layout) });
    return 0;
  }
  return buildAndSwitch(settings, version, version.commit, report, signal);
}

/**
 * The live commit built again: what depends on the day (news dated today, the build date) changes,
 * nothing else. The daily rebuild (deploy/systemd/clinic-site-rebuild.timer) runs it after midnight
 * in the clinic's time zone. 0: live; 1: not rebuilt, the previous build stays live.
 */
export async function rebuildLive(settings: PublishSettings & { repository: string }, report: Report, signal: AbortSignal): Promise<number> {
  removeLeftovers(settings.layout);
  const live = liveRelease(settings.layout);
  if (live === undefined) {
    report.status('failed', texts.nothingToRebuild(), { live });
    return 1;
  }
  const version = versionOf(settings.repository, live.info.commit);
  if (version === undefined) {
    report.status('failed', texts.unknownVersion(live.info.commit), { live });
    return 1;
  }
  return buildAndSwitch(settings, version, rebuildName(version.commit, new Date()), report, signal);
}

/** builds `version` into releases/<name> and makes it live, or says why not */
async function buildAndSwitch(
  settings: PublishSettings & { repository: string },
  version: VersionInfo,
  name: string,
  report: Report,
  signal: AbortSignal,
): Promise<number> {
  const { layout, repository } = settings;
  const live: Release | undefined = liveRelease(layout);
  const notLive = liveLine(liveVersionOf(live), settings.timeZone);
  // the build runs on the installation's packages: a commit that needs others waits for the administrator
  if (fileAt(repository, version.commit, 'package-lock.json') !== readFileSync(path.join(settings.app, 'package-lock.json'), 'utf8')) {
    report.status('failed', texts.dependenciesChanged(version, notLive), { version, live });
    return 1;
  }

  report.status('building', texts.building(version), { version, live });
  const tree = path.join(layout.builds, version.commit);
  try {
    const outcome = await buildCommit({
      repository,
      commit: version.commit,
      tree,
      app: settings.app,
      // the pictures' variants outlive each build's checkout, so a publication makes only new ones
      env: { IMAGE_CACHE_DIR: path.join(settings.layout.root, 'image-cache'), ...settings.env },
      signal,
      timeoutSeconds: settings.buildTimeoutSeconds,
    });
    writeBuildLog(layout, outcome.output);
    if (signal.aborted) {
      report.status('failed', texts.interrupted(version, notLive), { version, live });
      return 1;
    }
    for (const problem of outcome.problems) report.say(problem);
    if (outcome.kind === 'content-errors') {
      report.status('failed', texts.contentErrors(version, outcome.errors, notLive), { version, problems: outcome.problems, live });
      return 1;
    }
    if (outcome.kind === 'failed') {
      report.status('failed', texts.buildFailed(version, outcome.how, notLive), { version, problems: outcome.problems, live });
      return 1;
    }
    makeRelease(layout, tree, name, version, live);
    switchTo(layout, name);
    pruneReleases(layout, settings.keep);
    report.status('published', texts.published(version), { version, problems: outcome.problems, live: liveRelease(layout) });
    return 0;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

import { liveRelease, listReleases, pruneReleases, switchTo } from './releases.ts';
import type { Report } from './report.ts';
import type { PublishSettings } from './settings.ts';
import { texts } from './texts.ts';

// Back to a kept release at once, without building: the one live before the present one, or the
// one whose commit hash starts with `wanted`. The branch is not touched, so the next save there
// publishes the branch's newest version again.

/** 0: switched; 1: no such release (the report says which there are) */
export function rollback(settings: PublishSettings, wanted: string | undefined, report: Report): number {
  const { layout } = settings;
  const live = liveRelease(layout);
  const others = listReleases(layout).filter((release) => release.name !== live?.name);
  const matching = wanted === undefined ? others.slice(0, 1) : others.filter((release) => release.name.startsWith(wanted.toLowerCase()));
  if (matching.length === 0) {
    const isLive = wanted !== undefined && live !== undefined && live.name.startsWith(wanted.toLowerCase());
    report.say(wanted === undefined ? texts.nothingToRollBack() : isLive ? texts.alreadyLive(live.info) : texts.noSuchRelease(wanted));
    return 1;
  }
  if (matching.length > 1) {
    report.say(texts.ambiguousRelease(wanted!));
    return 1;
  }
  const target = matching[0]!;
  switchTo(layout, target.name);
  pruneReleases(layout, settings.keep);
  report.status('rolled-back', texts.rolledBack(target.info, live?.info), { version: target.info, live: liveRelease(layout) });
  return 0;
}

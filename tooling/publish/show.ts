import { readFileSync } from 'node:fs';
import { liveRelease, listReleases } from './releases.ts';
import type { PublishSettings } from './settings.ts';
import { readStatus } from './status.ts';
import { formatTime, versionName } from './texts.ts';

// What the administrator reads on the server: the kept releases and the last publication.

export function releasesText(settings: PublishSettings): string {
  const live = liveRelease(settings.layout)?.name;
  const releases = listReleases(settings.layout);
  if (releases.length === 0) return 'Выпусков пока нет.\n';
  return releases
    .map((release) => {
      const when = formatTime(release.liveSince.toISOString(), settings.timeZone);
      return release.name === live ? `* ${versionName(release.info)}, на сайте с ${when}\n` : `  ${versionName(release.info)}, была на сайте с ${when}\n`;
    })
    .join('');
}

export function statusText(settings: PublishSettings): string {
  const status = readStatus(settings.layout);
  if (status === undefined) return 'Публикаций ещё не было.\n';
  const gone = status.state === 'building' && status.pid !== undefined && !isRunning(status.pid);
  return [
    `${formatTime(status.at, settings.timeZone)} ${status.summary}`,
    ...(gone ? [`Эта публикация прервана: её процесса ${status.pid} больше нет; сайт не изменился.`] : []),
    ...status.details,
  ]
    .map((line) => `${line}\n`)
    .join('');
}

/** whether the process lives; a killed one nobody has reaped yet (a zombie) does not */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

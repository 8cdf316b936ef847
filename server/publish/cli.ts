// The publisher's commands, run by deploy/publish/publish (which reads the settings and, for
// `commit` and `rollback`, holds the lock) — docs/deploy.md, «Publishing»:
//   commit <commit>     build that commit of PUBLISH_REPOSITORY and, only if it builds, make it live
//   rollback [commit]   make the release live before the present one (or the named one) live again
//   releases            the kept releases, the live one marked
//   status              what the last publication did
// Exit code: 0 done, 1 not published (the output says why, in Russian), 2 a usage or settings error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publishCommit } from './publish-commit.ts';
import { liveRelease, listReleases } from './releases.ts';
import { reportFor } from './report.ts';
import { rollback } from './rollback.ts';
import { settingsFromEnvironment } from './settings.ts';
import { readStatus } from './status.ts';
import { formatTime, versionName } from './texts.ts';

const USAGE = 'использование: deploy/publish/publish commit <коммит> | rollback [коммит] | releases | status';

// the one who pushed may go away (their connection closes): the publication goes on regardless
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const settings = settingsFromEnvironment(process.env, path.resolve(import.meta.dirname, '../..'));
if (typeof settings === 'string') {
  process.stdout.write(`${settings}\n`);
  process.exit(2);
}
const [command, ...args] = process.argv.slice(2);
const report = reportFor(settings);

if (command === 'commit' && args.length === 1) {
  if (settings.repository === undefined) {
    process.stdout.write('Публикация не настроена: PUBLISH_REPOSITORY не задан — путь к хранилищу сайта на git-сервере.\n');
    process.exit(2);
  }
  // stopped (systemd, Ctrl-C): the build is stopped and nothing goes live
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop.abort());
  process.exitCode = await publishCommit({ ...settings, repository: settings.repository }, args[0]!, report, stop.signal);
  process.exit();
} else if (command === 'rollback' && args.length <= 1) {
  process.exitCode = rollback(settings, args[0], report);
} else if (command === 'releases' && args.length === 0) {
  const live = liveRelease(settings.layout)?.name;
  for (const release of listReleases(settings.layout)) {
    const when = formatTime(release.liveSince.toISOString(), settings.timeZone);
    const mark = release.name === live ? `* ${versionName(release.info)}, на сайте с ${when}` : `  ${versionName(release.info)}, была на сайте с ${when}`;
    process.stdout.write(`${mark}\n`);
  }
} else if (command === 'status' && args.length === 0) {
  const status = readStatus(settings.layout);
  if (status === undefined) process.stdout.write('Публикаций ещё не было.\n');
  else {
    const gone = status.state === 'building' && status.pid !== undefined && !isRunning(status.pid);
    process.stdout.write(`${formatTime(status.at, settings.timeZone)} ${status.summary}\n`);
    if (gone) process.stdout.write(`Эта публикация прервана: её процесса ${status.pid} больше нет; сайт не изменился.\n`);
    for (const line of status.details) process.stdout.write(`${line}\n`);
  }
} else {
  process.stdout.write(`${USAGE}\n`);
  process.exitCode = 2;
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

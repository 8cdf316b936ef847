// The publisher's commands, run by deploy/publish/publish (which reads the settings and, for
// `commit` and `rollback`, holds the lock) — docs/deploy.md, «Publishing»:
//   commit <commit>     build that commit of PUBLISH_REPOSITORY and, only if it builds, make it live
//   rebuild             build the live commit again (the daily rebuild: news dated today appear)
//   rollback [commit]   make the release live before the present one (or the named one) live again
//   releases            the kept releases, the live one marked
//   status              what the last publication did
//   check <commit>      build that commit of PUBLISH_REPOSITORY in a temporary folder, publish
//                       nothing, print the JSON report (check-commit.ts): the web editor's check of a draft
// Exit code: 0 done, 1 not published (the output says why, in Russian), 2 a usage or settings error.
import path from 'node:path';
import { checkCommit } from './check-commit.ts';
import { publishCommit, rebuildLive } from './publish-commit.ts';
import { liveRelease } from './releases.ts';
import { liveVersionOf, reportFor } from './report.ts';
import { rollback } from './rollback.ts';
import { settingsFromEnvironment, type PublishSettings } from './settings.ts';
import { releasesText, statusText } from './show.ts';
import { liveLine, texts } from './texts.ts';

const USAGE = 'использование: deploy/publish/publish commit <коммит> | rebuild | rollback [коммит] | releases | status | check <коммит>';

// the one who pushed may go away (their connection closes): the publication goes on regardless
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const app = path.resolve(import.meta.dirname, '../..');
// the check needs no site folder: it publishes nothing and writes only its temporary folder
if (process.argv[2] === 'check') process.exit(await check(process.argv.slice(3)));

const settings = settingsFromEnvironment(process.env, app);
if (typeof settings === 'string') {
  process.stdout.write(`${settings}\n`);
  process.exit(2);
}
const report = reportFor(settings);
try {
  process.exitCode = await run(settings, process.argv.slice(2));
} catch (error) {
  // a full disk, a folder that cannot be written: said like any other failure, with what is live now
  const live = liveLine(liveVersionOf(liveRelease(settings.layout)), settings.timeZone, false);
  report.status('failed', texts.serverError((error as Error).message, live), { live: liveRelease(settings.layout) });
  process.exitCode = 1;
}
process.exit();

async function run(settings: PublishSettings, [command, ...args]: string[]): Promise<number> {
  if ((command === 'commit' && args.length === 1) || (command === 'rebuild' && args.length === 0)) {
    if (settings.repository === undefined) {
      process.stdout.write('Публикация не настроена: PUBLISH_REPOSITORY не задан — путь к хранилищу сайта на git-сервере.\n');
      return 2;
    }
    // stopped (systemd, Ctrl-C): the build is stopped and nothing goes live
    const stop = new AbortController();
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop.abort());
    const withRepository = { ...settings, repository: settings.repository };
    return command === 'rebuild' ? rebuildLive(withRepository, report, stop.signal) : publishCommit(withRepository, args[0]!, report, stop.signal);
  }
  if (command === 'rollback' && args.length <= 1) return rollback(settings, args[0], report);
  if (command === 'releases' && args.length === 0) {
    process.stdout.write(releasesText(settings));
    return 0;
  }
  if (command === 'status' && args.length === 0) {
    process.stdout.write(statusText(settings));
    return 0;
  }
  process.stdout.write(`${USAGE}\n`);
  return 2;
}

async function check(args: string[]): Promise<number> {
  const repository = process.env.PUBLISH_REPOSITORY;
  if (args.length !== 1 || !repository) {
    process.stderr.write(`${repository ? USAGE : 'Проверка не настроена: PUBLISH_REPOSITORY не задан.'}\n`);
    return 2;
  }
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop.abort());
  const timeoutSeconds = Number(process.env.PUBLISH_BUILD_TIMEOUT) || 900;
  const report = await checkCommit({ app, repository: path.resolve(repository), env: process.env, timeoutSeconds }, args[0]!, stop.signal);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  return report.ok ? 0 : 1;
}

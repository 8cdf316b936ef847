import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../prerender/escape.ts';
import type { VersionInfo } from './git.ts';
import type { Layout } from './releases.ts';
import { formatTime, versionName, type LiveVersion } from './texts.ts';

// What the last publication did, where the editor can look it up after saving in the web editor:
// status/index.html (nginx serves it to the editors at /publishing/, deploy/nginx/site.conf),
// status/status.json with the same for a program, status/last-build.log with the build's whole
// output for the developer. Each file is written whole and renamed into place.

export type PublishState = 'building' | 'published' | 'failed' | 'unchanged' | 'rolled-back';

export interface PublishStatus {
  state: PublishState;
  /** when this state began, ISO 8601 */
  at: string;
  /** the one line the push's output ends with */
  summary: string;
  /** the version this publication was about */
  version?: VersionInfo | undefined;
  /** the build's problems, one line each, as it printed them */
  details: string[];
  /** what the site shows now */
  live?: LiveVersion | undefined;
  /** the publishing process, while it builds */
  pid?: number | undefined;
}

const TITLES: Record<PublishState, string> = {
  building: 'Идёт сборка',
  published: 'Опубликовано',
  failed: 'Не опубликовано',
  unchanged: 'Без изменений',
  'rolled-back': 'Возврат к прежней версии',
};

/** while a build runs, the page reloads itself this often (seconds) */
const REFRESH_SECONDS = 15;

export function writeStatus(layout: Layout, status: PublishStatus, timeZone: string): void {
  mkdirSync(layout.status, { recursive: true });
  writeWhole(path.join(layout.status, 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
  writeWhole(path.join(layout.status, 'index.html'), statusPage(status, timeZone));
}

export function writeBuildLog(layout: Layout, output: string): void {
  mkdirSync(layout.status, { recursive: true });
  writeWhole(path.join(layout.status, 'last-build.log'), output);
}

export function readStatus(layout: Layout): PublishStatus | undefined {
  try {
    return JSON.parse(readFileSync(path.join(layout.status, 'status.json'), 'utf8')) as PublishStatus;
  } catch {
    return undefined;
  }
}

function writeWhole(file: string, text: string): void {
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** a page of its own, no script and no stylesheet: the site's Content-Security-Policy applies to it */
function statusPage(status: PublishStatus, timeZone: string): string {
  const refresh = status.state === 'building' ? `\n<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : '';
  const live =
    status.live === undefined
      ? '<p>Сайт пока не опубликован ни разу.</p>'
      : `<p>Версия ${escapeHtml(versionName(status.live))}, опубликована ${escapeHtml(formatTime(status.live.since, timeZone))}.</p>`;
  const details =
    status.details.length === 0 ? '' : `\n<h2>Подробности</h2>\n<pre style="white-space: pre-wrap">${escapeHtml(status.details.join('\n'))}</pre>`;
  const building = status.state === 'building' ? `\n<p>Страница обновляется сама каждые ${REFRESH_SECONDS} секунд, пока идёт сборка.</p>` : '';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${escapeHtml(TITLES[status.state])} — публикация сайта</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
<main>
<h1>Публикация сайта</h1>
<p><strong>${escapeHtml(TITLES[status.state])}</strong>, ${escapeHtml(formatTime(status.at, timeZone))}</p>
<p>${escapeHtml(status.summary)}</p>
<h2>Что на сайте сейчас</h2>
${live}${details}${building}
</main>
</body>
</html>
`;
}

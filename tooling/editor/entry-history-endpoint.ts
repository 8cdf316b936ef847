import { realpathSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { saveRefusal } from '../../common/editor/save-guard.ts';
import {
  COMMIT_PATTERN,
  ENTRY_HISTORY_ACTION,
  ENTRY_VERSION_ACTION,
  RESTORE_VERSION_ACTION,
  type EntryHistoryAnswer,
  type VersionRow,
} from '../../common/contracts/entry-history.ts';
import { formatVersionTime } from '../../common/editor/version-words.ts';
import { readEntryHistory, readEntryVersion, type GitReader } from '../../server/forms/editor/entry-history.ts';
import { cleanEnvironment, runGit } from '../../server/forms/editor/git-command.ts';
import { isContentPath } from '../../server/forms/editor/repository-path.ts';
import { jsonAnswer } from './json-answer.ts';
import { readBody } from './read-body.ts';

// «История правок» under npm start (docs/web-editor.md, «An entry's history»): the same three
// actions as the forms service's editor API, answered from the git history of the checkout the
// content folder is in (HEAD's first-parent line), and a restore written into the file as a save
// writes it. A file saved and not committed yet is the newest row, with nothing to bring back. A
// content folder outside git (a test's copy) has no history, and the answer says so.

/** a request is a path and a commit: far below this */
const MAX_BODY_BYTES = 16_384;
const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const NO_GIT = 'История правок недоступна: папка с содержимым сайта не в git.';
const NOT_IN_HISTORY = 'Такой версии нет в истории git этой копии сайта.';
const NO_FILE_THEN = 'В этой версии сайта такой записи ещё не было.';
const UNCOMMITTED = 'Сохранено, ещё не записано в git';

/** a path in the content folder, held to the rule of the editor API's (content/ prefixed) */
const entryPath = z.string().refine((file) => isContentPath(`content/${file}`), 'нужен путь к файлу в папке содержимого сайта');
const commit = z.string().regex(COMMIT_PATTERN, 'нужен номер версии: 40 знаков 0–9 и a–f');
const historyRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal(ENTRY_HISTORY_ACTION), params: z.object({ path: entryPath }) }),
  z.object({ action: z.literal(ENTRY_VERSION_ACTION), params: z.object({ path: entryPath, commit }) }),
  z.object({
    action: z.literal(RESTORE_VERSION_ACTION),
    params: z.object({ path: entryPath, commit, collection: z.string().max(50), slug: z.string().max(200) }),
  }),
]);

/** POST ENTRY_HISTORY_URL `{action, params}`: every answer JSON, every refusal `{error}` in Russian */
export async function answerHistoryRequest(request: IncomingMessage, response: ServerResponse, contentDir: string): Promise<void> {
  const answer = jsonAnswer(response);
  if (request.method !== 'POST') return answer(405, { error: 'Нужен POST с {action, params}.' });
  // a page of another site open in the same browser may post here too (a text/plain POST needs no CORS): not a restore in the editor's name
  const origin = request.headers.origin;
  if (origin !== undefined && (!URL.canParse(origin) || new URL(origin).host !== request.headers.host)) {
    return answer(403, { error: 'Запрос не со страницы редактора.' });
  }
  let body: unknown;
  try {
    const bytes = await readBody(request, MAX_BODY_BYTES);
    if (bytes === 'too-large') return answer(413, { error: 'Запрос слишком большой.' });
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    return answer(400, { error: 'Запрос не удалось прочитать.' });
  }
  const parsed = historyRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(422, { error: `Запрос отклонён: ${issue?.path.join('.') || 'тело'} — ${issue?.message ?? 'не то'}.` });
  }
  const { status, body: answered } = await historyAnswer(parsed.data, contentDir);
  return answer(status, answered);
}

async function historyAnswer(request: z.infer<typeof historyRequest>, contentDir: string): Promise<{ status: number; body: unknown }> {
  const checkout = await checkoutOf(contentDir);
  if (checkout === undefined) {
    return request.action === ENTRY_HISTORY_ACTION
      ? { status: 200, body: { available: false, reason: NO_GIT } satisfies EntryHistoryAnswer }
      : { status: 409, body: { error: NO_GIT } };
  }
  const file = request.params.path;
  const inRepository = path.relative(checkout.top, path.join(checkout.content, file)).split(path.sep).join('/');
  const zone = timeZone();
  if (request.action === ENTRY_HISTORY_ACTION) {
    const versions = await readEntryHistory(checkout.git, 'HEAD', inRepository, zone);
    const saved = await uncommitted(checkout, inRepository, path.join(checkout.content, file), zone);
    return { status: 200, body: { available: true, versions: saved === undefined ? versions : [saved, ...versions] } satisfies EntryHistoryAnswer };
  }
  const version = await readEntryVersion(checkout.git, 'HEAD', inRepository, request.params.commit);
  if (!version.found) return { status: 404, body: { error: version.reason === 'not-in-history' ? NOT_IN_HISTORY : NO_FILE_THEN } };
  const when = formatVersionTime(version.at, zone);
  const text = version.text.toString('utf8');
  if (request.action === ENTRY_VERSION_ACTION) return { status: 200, body: { commit: request.params.commit, when, text } };
  // written as a save is: the local proxy's guard first (save-guard-middleware.ts)
  const refusal = saveRefusal(file, text, request.params.collection);
  if (refusal !== undefined) return { status: 422, body: { error: refusal } };
  await writeFile(path.join(checkout.content, file), version.text);
  return { status: 200, body: { message: `Версия от ${when} возвращена и сохранена.` } };
}

interface Checkout {
  top: string;
  content: string;
  git: GitReader;
}

async function checkoutOf(contentDir: string): Promise<Checkout | undefined> {
  const content = realpathSync(contentDir);
  const env = cleanEnvironment(process.env);
  const top = await runGit(['-C', content, 'rev-parse', '--show-toplevel'], { env });
  if (top.code !== 0) return undefined;
  const dir = top.stdout.toString('utf8').trim();
  return { top: dir, content, git: (args) => runGit(['-C', dir, ...args], { env }) };
}

/** the file as saved, when it differs from HEAD's: the newest row, not a version of git's yet */
async function uncommitted(checkout: Checkout, inRepository: string, file: string, zone: string): Promise<VersionRow | undefined> {
  const status = await checkout.git(['status', '--porcelain', '-z', '--', inRepository]);
  if (status.code !== 0 || status.stdout.length === 0) return undefined;
  const saved = await stat(file).catch(() => undefined);
  if (saved === undefined) return undefined;
  return { commit: null, when: formatVersionTime(saved.mtime, zone), who: '', change: UNCOMMITTED };
}

/** the clinic's zone, as the forms service reads it (server/forms/settings.ts) */
function timeZone(): string {
  const zone = process.env.RECEIVER_TIME_ZONE?.trim();
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

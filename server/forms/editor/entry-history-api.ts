import { saveRefusal } from '../../../common/editor/save-guard.ts';
import type { EntryHistoryAnswer, EntryVersionAnswer } from '../../../common/contracts/entry-history.ts';
import { formatVersionTime, restoreMessage } from '../../../common/editor/version-words.ts';
import { CONTENT_ROOT } from './editor-paths.ts';
import { draftBranch, parseContentKey } from './editor-protocol.ts';
import { readEntryHistory, readEntryVersion, type GitReader, type VersionText } from './entry-history.ts';
import { runGit } from './git-command.ts';
import type { EditorAnswer, EditorService } from './editor-api.ts';
import type { Author } from './site-repository.ts';

// «История правок» on the clinic's server (docs/web-editor.md, «An entry's history»): the versions
// of an entry's file on the site's branch, one version's text, and a version brought back. A
// restore is a save: a new commit of the old text on the entry's draft branch, checked by the save
// guard first and by the content check after, published only through «Опубликовать» — nothing of
// the site's history is rewritten — and in the audit log as `editor_restore` with the file and
// the version's commit. The path, the commit, the collection and the slug are checked by the
// protocol (editor-protocol.ts) before this runs.

const ok = (body: unknown, audit?: EditorAnswer['audit']): EditorAnswer => ({ status: 200, body, ...(audit ? { audit } : {}) });
const refused = (status: number, error: string, audit?: EditorAnswer['audit']): EditorAnswer => ({ status, body: { error }, ...(audit ? { audit } : {}) });

const NOT_IN_HISTORY = 'Такой версии нет в истории опубликованного сайта.';
const NO_FILE_THEN = 'В этой версии сайта такой записи ещё не было.';

function reader(service: EditorService): GitReader {
  const { repository } = service;
  return (args) => runGit(['--git-dir', repository.dir, ...args], { env: repository.gitEnvironment });
}

// the history asks the site's repository anew each time: it is opened by a click, and must list a publication of a moment ago
export async function answerHistory(service: EditorService, file: string, timeZone: string): Promise<EditorAnswer> {
  await service.repository.fetch();
  const versions = await readEntryHistory(reader(service), service.repository.mainRef, file, timeZone);
  return ok({ available: true, versions } satisfies EntryHistoryAnswer);
}

export async function answerVersion(service: EditorService, file: string, commit: string, timeZone: string): Promise<EditorAnswer> {
  await service.repository.fetch();
  const version = await readEntryVersion(reader(service), service.repository.mainRef, file, commit);
  if (!version.found) return notFound(version);
  return ok({ commit, when: formatVersionTime(version.at, timeZone), text: version.text.toString('utf8') } satisfies EntryVersionAnswer);
}

export async function restoreVersion(
  service: EditorService,
  params: { path: string; commit: string; collection: string; slug: string },
  author: Author,
  timeZone: string,
): Promise<EditorAnswer> {
  const { repository, checks } = service;
  const detail = `${params.path} ← ${params.commit}`;
  const draft = draftBranch(params.collection, params.slug);
  if (parseContentKey(`${params.collection}/${params.slug}`) === undefined) return refused(422, 'Запись не сохранена: имя записи не годится для черновика.');
  return repository.serial(async () => {
    await repository.fetch();
    const version = await readEntryVersion(reader(service), repository.mainRef, params.path, params.commit);
    if (!version.found) return notFound(version);
    // the same guard as a save's: the file is this collection's, and its old text still reads
    const refusal = saveRefusal(params.path.slice(CONTENT_ROOT.length), version.text.toString('utf8'), params.collection);
    if (refusal !== undefined) return refused(422, refusal, { action: 'editor_refused', detail: `restore ${detail}` });
    const when = formatVersionTime(version.at, timeZone);
    const parent = (await repository.head(`refs/heads/${draft}`)) ?? (await repository.head(repository.mainRef))!;
    const commit = await repository.commit({
      branch: draft,
      parent,
      writes: [{ path: params.path, content: version.text }],
      message: restoreMessage(when),
      author,
    });
    if ((await repository.getStatus(draft)) === undefined) await repository.setStatus(draft, 'draft');
    await repository.push(commit, draft, true);
    await checks.start(draft);
    return ok(
      { message: `Версия от ${when} возвращена черновиком. На сайте она будет после проверки и «Опубликовать».` },
      { action: 'editor_restore', detail: `${draft}: ${detail}` },
    );
  });
}

function notFound(version: Extract<VersionText, { found: false }>): EditorAnswer {
  return refused(404, version.reason === 'not-in-history' ? NOT_IN_HISTORY : NO_FILE_THEN);
}

import path from 'node:path';
import { saveRefusal } from '../../../common/editor/save-guard.ts';
import type { CheckReport } from '../../../common/contracts/draft-check.ts';
import { CONTENT_ROOT } from './editor-paths.ts';
import { contentKeyOf, draftBranch, parseContentKey, type EditorRequest } from './editor-protocol.ts';
import type { DraftChecks } from './draft-checks.ts';
import type { Author, FileWrite, SiteRepository } from './site-repository.ts';
import { answerHistory, answerVersion, restoreVersion } from './entry-history-api.ts';

// Decap's proxy protocol over the working copy (site-repository.ts), the editorial workflow only:
// a save is a commit on the entry's draft branch — checked by the save guard first, as the local
// proxy checks it under npm start — and starts the content check of the draft (draft-checks.ts);
// «Опубликовать» merges the draft onto the site's branch and pushes it, which the repository's
// hook publishes, only when the check of that very merge passed. Nothing reaches the site's branch
// another way: uploading a picture outside an entry, or deleting a published file, is refused.

export interface EditorService {
  repository: SiteRepository;
  checks: DraftChecks;
}

export interface EditorAnswer {
  status: number;
  body: unknown;
  /** what the audit log says of a write: the action and the files */
  audit?: { action: 'editor_save' | 'editor_publish' | 'editor_discard' | 'editor_status' | 'editor_restore' | 'editor_refused'; detail: string };
}

const ok = (body: unknown, audit?: EditorAnswer['audit']): EditorAnswer => ({ status: 200, body, ...(audit ? { audit } : {}) });
const refused = (status: number, error: string, audit?: EditorAnswer['audit']): EditorAnswer => ({ status, body: { error }, ...(audit ? { audit } : {}) });

const ERRORS_WHERE = 'Ошибки названы в панели «Проверка сайта» после сохранения черновика.';

const DIRECT_WRITE =
  'Прямо на сайт здесь ничего не записывается: картинку добавьте в записи (поле картинки), запись удалите из её черновика. Так каждая правка проходит проверку перед публикацией.';

/** `timeZone`: the clinic's (RECEIVER_TIME_ZONE), for the times of «История правок» */
export async function answer(service: EditorService, request: EditorRequest, author: Author, timeZone: string): Promise<EditorAnswer> {
  const { repository, checks } = service;
  const main = repository.mainRef;
  switch (request.action) {
    case 'info':
      return ok({ repo: 'site', publish_modes: ['editorial_workflow'], type: 'clinic_git' });
    case 'entriesByFolder': {
      const { folder, extension, depth } = request.params;
      await repository.fresh();
      const base = folder.replace(/\/$/, '');
      const files = (await repository.list(main, base)).filter(
        (file) => file.path.endsWith(extension) && file.path.slice(base.length + 1).split('/').length <= depth,
      );
      const contents = await repository.read(
        main,
        files.map((file) => file.path),
      );
      return ok(files.map((file) => ({ data: contents.get(file.path)?.content.toString('utf8') ?? null, file: { path: file.path, id: file.id } })));
    }
    case 'entriesByFiles': {
      await repository.fresh();
      const contents = await repository.read(
        main,
        request.params.files.map((file) => file.path),
      );
      return ok(
        request.params.files.map((file) => {
          const found = contents.get(file.path);
          return { data: found?.content.toString('utf8') ?? null, file: { path: file.path, label: file.label, id: found?.id ?? null } };
        }),
      );
    }
    case 'getEntry': {
      await repository.fresh();
      const found = (await repository.read(main, [request.params.path])).get(request.params.path);
      return ok({ data: found?.content.toString('utf8') ?? null, file: { path: request.params.path, id: found?.id ?? null } });
    }
    case 'unpublishedEntries':
      return ok((await repository.drafts()).map(contentKeyOf).filter((key) => parseContentKey(key) !== undefined));
    case 'unpublishedEntry': {
      const parts = request.params.id !== undefined ? parseContentKey(request.params.id) : request.params;
      if (parts?.collection === undefined || parts.slug === undefined) return refused(404, 'Not Found');
      const draft = draftBranch(parts.collection, parts.slug);
      if ((await repository.head(`refs/heads/${draft}`)) === undefined) return refused(404, 'Not Found');
      await repository.fresh();
      const diffs = (await repository.changes(draft)).filter((change) => !change.deleted);
      return ok({
        collection: parts.collection,
        slug: parts.slug,
        status: (await repository.getStatus(draft)) ?? 'draft',
        diffs: diffs.map((change) => ({ path: change.path, id: change.id, newFile: change.newFile })),
        updatedAt: await repository.updatedAt(`refs/heads/${draft}`),
      });
    }
    case 'unpublishedEntryDataFile': {
      const { collection, slug, path: file } = request.params;
      const found = (await repository.read(`refs/heads/${draftBranch(collection, slug)}`, [file])).get(file);
      return found === undefined ? refused(404, 'Not Found') : ok({ data: found.content.toString('utf8') });
    }
    case 'unpublishedEntryMediaFile': {
      const { collection, slug, path: file } = request.params;
      const found = (await repository.read(`refs/heads/${draftBranch(collection, slug)}`, [file])).get(file);
      return found === undefined ? refused(404, 'Not Found') : ok(mediaFile(file, found));
    }
    case 'getMedia': {
      await repository.fresh();
      const folder = request.params.mediaFolder.replace(/\/$/, '');
      const files = (await repository.list(main, folder)).filter((file) => !file.path.slice(folder.length + 1).includes('/'));
      const contents = await repository.read(
        main,
        files.map((file) => file.path),
      );
      return ok(files.flatMap((file) => (contents.get(file.path) ? [mediaFile(file.path, contents.get(file.path)!)] : [])));
    }
    case 'getMediaFile': {
      await repository.fresh();
      const found = (await repository.read(main, [request.params.path])).get(request.params.path);
      return found === undefined ? refused(404, 'Not Found') : ok(mediaFile(request.params.path, found));
    }
    case 'persistEntry':
      return persist(service, request.params, author);
    case 'updateUnpublishedEntryStatus': {
      const { collection, slug, newStatus } = request.params;
      const draft = draftBranch(collection, slug);
      if ((await repository.head(`refs/heads/${draft}`)) === undefined) return refused(404, 'Not Found');
      await repository.setStatus(draft, newStatus);
      return ok({ message: `${draft}: ${newStatus}` }, { action: 'editor_status', detail: `${draft} → ${newStatus}` });
    }
    case 'deleteUnpublishedEntry': {
      const draft = draftBranch(request.params.collection, request.params.slug);
      if ((await repository.head(`refs/heads/${draft}`)) === undefined) return refused(404, 'Not Found');
      await repository.deleteBranch(draft);
      await repository.unsetStatus(draft);
      checks.forget(draft);
      return ok({ message: `deleted ${draft}` }, { action: 'editor_discard', detail: draft });
    }
    case 'publishUnpublishedEntry':
      return publish(service, draftBranch(request.params.collection, request.params.slug), author);
    case 'entryHistory':
      return answerHistory(service, request.params.path, timeZone);
    case 'entryVersion':
      return answerVersion(service, request.params.path, request.params.commit, timeZone);
    case 'restoreVersion':
      return restoreVersion(service, request.params, author, timeZone);
    case 'draftCheck':
      return ok(checks.answer(draftBranch(request.params.collection, request.params.slug)));
    case 'persistMedia':
    case 'deleteFile':
    case 'deleteFiles':
      return refused(403, DIRECT_WRITE, { action: 'editor_refused', detail: request.action });
    case 'getDeployPreview':
      return ok(null);
    case 'getNotes':
      return ok({ notes: [] });
    case 'getPRMetadata':
      return ok({ metadata: null });
  }
}

function mediaFile(file: string, found: { id: string; content: Buffer }) {
  return { id: found.id, content: found.content.toString('base64'), encoding: 'base64', path: file, name: path.posix.basename(file) };
}

type PersistParams = Extract<EditorRequest, { action: 'persistEntry' }>['params'];

async function persist(service: EditorService, params: PersistParams, author: Author): Promise<EditorAnswer> {
  const { repository, checks } = service;
  const files = params.dataFiles ?? (params.entry === undefined ? [] : [params.entry]);
  const collection = params.options.collectionName;
  const detail = files.map((file) => file.newPath ?? file.path).join(', ');
  if (!params.options.useWorkflow || collection === undefined || files.length === 0) {
    return refused(422, 'Запись не сохранена: сохранение идёт только черновиком, через «Сохранить».', { action: 'editor_refused', detail });
  }
  // the same guard as the local proxy's: the file is its collection's, and its text reads
  for (const file of files) {
    for (const target of file.newPath === undefined ? [file.path] : [file.path, file.newPath]) {
      const refusal = saveRefusal(target.slice(CONTENT_ROOT.length), file.raw, collection);
      if (refusal !== undefined) return refused(422, refusal, { action: 'editor_refused', detail: target });
    }
  }
  const slug = files[0]!.slug;
  const draft = draftBranch(collection, slug);
  const parsed = parseContentKey(`${collection}/${slug}`);
  if (parsed === undefined) return refused(422, `Запись не сохранена: имя «${slug}» не годится для черновика.`, { action: 'editor_refused', detail });

  return repository.serial(async () => {
    await repository.fetch();
    const parent = (await repository.head(`refs/heads/${draft}`)) ?? (await repository.head(repository.mainRef))!;
    const writes: FileWrite[] = [
      ...files.map((file) => ({ path: file.newPath ?? file.path, content: Buffer.from(file.raw, 'utf8') })),
      ...params.assets.map((item) => ({ path: item.path, content: Buffer.from(item.content, 'base64') })),
    ];
    const deletes = files.filter((file) => file.newPath !== undefined && file.newPath !== file.path).map((file) => file.path);
    const commit = await repository.commit({ branch: draft, parent, writes, deletes, message: params.options.commitMessage || `Черновик: ${detail}`, author });
    if ((await repository.getStatus(draft)) === undefined) await repository.setStatus(draft, params.options.status ?? 'draft');
    // a copy of the draft in the site's repository: it publishes nothing there, and is not lost with the working copy
    await repository.push(commit, draft, true);
    await checks.start(draft);
    return ok({ message: 'entry persisted' }, { action: 'editor_save', detail: `${draft}: ${writes.map((write) => write.path).join(', ')}` });
  });
}

async function publish(service: EditorService, draft: string, author: Author): Promise<EditorAnswer> {
  const { repository, checks } = service;
  if ((await repository.head(`refs/heads/${draft}`)) === undefined) return refused(404, 'Not Found');
  // the check is waited for outside the serial section: the others' saves and publications go on
  // meanwhile; if the site's branch or the draft moved, the new state is checked
  for (let attempt = 0; attempt < 3; attempt++) {
    const check = await repository.serial(async () => {
      await repository.fetch();
      return checks.current(draft);
    });
    const report: CheckReport = await check.report;
    const done = await repository.serial(async (): Promise<EditorAnswer | undefined> => {
      await repository.fetch();
      if (!(await checks.isCurrent(draft, check))) return undefined;
      if (!report.ok) {
        // the problems themselves are in the check panel, in the editor's words (app/admin/save-check.ts)
        return refused(422, `Не опубликовано. ${report.summary} ${ERRORS_WHERE}`, { action: 'editor_refused', detail: `publish ${draft}` });
      }
      const merged = await repository.mergedWithMain(draft, `Опубликовать: ${contentKeyOf(draft)}`, author);
      if (merged === undefined) return refused(409, 'Не опубликовано: черновик расходится с опубликованным. Откройте запись заново и сохраните.');
      const pushed = await repository.push(merged.commit, repository.settings.branch);
      if (!pushed.ok) return undefined;
      await repository.fetch();
      await repository.deleteBranch(draft);
      await repository.unsetStatus(draft);
      checks.forget(draft);
      return ok({ message: publishedLine(pushed.output) }, { action: 'editor_publish', detail: `${draft} → ${merged.commit.slice(0, 7)}` });
    });
    if (done !== undefined) return done;
  }
  return refused(409, 'Не опубликовано: сайт всё время менялся, пока шла проверка. Нажмите «Опубликовать» ещё раз.');
}

/** the hook's last word («Опубликовано: на сайте версия …»), as git prints it after "remote:" */
function publishedLine(output: string): string {
  const lines = output.split('\n').map((line) => line.replace(/^remote:\s*/, '').trim());
  return lines.filter((line) => /^(Опубликовано|Сайт не изменился|Публикация)/.test(line)).pop() ?? 'Опубликовано.';
}

import { z } from 'zod';
import { DRAFT_CHECK_ACTION } from '../../../common/contracts/draft-check.ts';
import { COMMIT_PATTERN, ENTRY_HISTORY_ACTION, ENTRY_VERSION_ACTION, RESTORE_VERSION_ACTION } from '../../../common/contracts/entry-history.ts';
import { isContentFolder, isContentPath } from './repository-path.ts';

// The requests of Decap's proxy backend (decap-cms 3.16's `proxy` backend: one POST with
// `{action, params}` per operation), each action's params as this server takes them. Every file or
// folder named is a path under content/ (repository-path.ts); a collection and a slug make a draft
// branch's name, so they are held to what Decap makes of them (ASCII slugs, docs/web-editor.md).

const contentPath = z.string().refine(isContentPath, 'нужен путь к файлу в папке content/');
const contentFolder = z.string().refine(isContentFolder, 'нужна папка в content/');
/** a version of «История правок»: a commit's full id, never anything git could read as an option */
const commit = z.string().regex(COMMIT_PATTERN, 'нужен номер версии: 40 знаков 0–9 и a–f');
const collection = z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/, 'нужно имя коллекции');
const slug = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, 'нужно имя записи')
  .refine((value) => !value.includes('..') && !value.endsWith('.lock'), 'нужно имя записи');
const branch = z.string().max(100);
const text = z.string().max(200);

const dataFile = z.object({ slug: z.string().max(200), path: contentPath, raw: z.string(), newPath: contentPath.optional() });
const asset = z.object({ path: contentPath, content: z.string().regex(/^[A-Za-z0-9+/=\r\n]*$/), encoding: z.literal('base64') });
const draftParams = z.object({ branch, collection, slug });

export const editorRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info'), params: z.unknown().optional() }),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({ branch, folder: contentFolder, extension: z.string().max(20), depth: z.number().int().min(0).max(10) }),
  }),
  z.object({
    action: z.literal('entriesByFiles'),
    params: z.object({ branch, files: z.array(z.object({ path: contentPath, label: z.string().max(200).optional() })).max(200) }),
  }),
  z.object({ action: z.literal('getEntry'), params: z.object({ branch, path: contentPath }) }),
  z.object({ action: z.literal('unpublishedEntries'), params: z.object({ branch }) }),
  z.object({
    action: z.literal('unpublishedEntry'),
    params: z.object({ branch, id: z.string().max(300).optional(), collection: collection.optional(), slug: slug.optional(), cmsLabelPrefix: text.optional() }),
  }),
  z.object({ action: z.literal('unpublishedEntryDataFile'), params: draftParams.extend({ id: z.string().max(100).optional(), path: contentPath }) }),
  z.object({ action: z.literal('unpublishedEntryMediaFile'), params: draftParams.extend({ id: z.string().max(100).optional(), path: contentPath }) }),
  z.object({ action: z.literal('deleteUnpublishedEntry'), params: draftParams }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      branch,
      cmsLabelPrefix: text.optional(),
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).max(20).optional(),
      assets: z.array(asset).max(20),
      options: z
        .object({ collectionName: collection.optional(), commitMessage: z.string().max(500), useWorkflow: z.boolean(), status: text.optional() })
        .passthrough(),
    }),
  }),
  z.object({
    action: z.literal('updateUnpublishedEntryStatus'),
    params: draftParams.extend({ newStatus: z.enum(['draft', 'pending_review', 'pending_publish']), cmsLabelPrefix: text.optional() }),
  }),
  z.object({ action: z.literal('publishUnpublishedEntry'), params: draftParams }),
  z.object({ action: z.literal('getMedia'), params: z.object({ branch, mediaFolder: contentFolder }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ branch, path: contentPath }) }),
  z.object({ action: z.literal('persistMedia'), params: z.unknown() }),
  z.object({ action: z.literal('deleteFile'), params: z.unknown() }),
  z.object({ action: z.literal('deleteFiles'), params: z.unknown() }),
  z.object({ action: z.literal('getDeployPreview'), params: z.unknown().optional() }),
  z.object({ action: z.literal('getNotes'), params: z.unknown().optional() }),
  z.object({ action: z.literal('getPRMetadata'), params: z.unknown().optional() }),
  // «История правок» (common/contracts/entry-history.ts): not Decap's, the editor's page asks them
  z.object({ action: z.literal(ENTRY_HISTORY_ACTION), params: z.object({ path: contentPath }) }),
  z.object({ action: z.literal(ENTRY_VERSION_ACTION), params: z.object({ path: contentPath, commit }) }),
  z.object({ action: z.literal(RESTORE_VERSION_ACTION), params: z.object({ path: contentPath, commit, collection, slug }) }),
  z.object({ action: z.literal(DRAFT_CHECK_ACTION), params: draftParams.omit({ branch: true }).extend({ branch: branch.optional() }) }),
]);

export type EditorRequest = z.infer<typeof editorRequest>;

/** Decap's draft branch of an entry: cms/<collection>/<slug> */
export function draftBranch(collectionName: string, entrySlug: string): string {
  return `cms/${collectionName}/${entrySlug}`;
}

/** Decap's content key of a draft branch: <collection>/<slug> */
export function contentKeyOf(draft: string): string {
  return draft.slice('cms/'.length);
}

/** the collection and slug of a content key, when they are names this server takes */
export function parseContentKey(key: string): { collection: string; slug: string } | undefined {
  const index = key.indexOf('/');
  const parts = { collection: key.slice(0, index), slug: key.slice(index + 1) };
  return index > 0 && collection.safeParse(parts.collection).success && slug.safeParse(parts.slug).success ? parts : undefined;
}

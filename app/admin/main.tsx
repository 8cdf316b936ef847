import { createRoot } from 'react-dom/client';
import { CONTENT_HELLO_EVENT, CONTENT_UPDATE_EVENT, type ContentUpdate } from '../../common/contracts/live-update.ts';
import type { FieldOrder } from '../../common/editor/entry-yaml.ts';
import { EDITOR_FILE_FIELD, type EditorConfig } from '../../common/editor/editor-config.ts';
import { entryFormatter, type EntryFormatter } from './entry-format.ts';
import { FreshEditor } from './fresh-editor.ts';
import { refusalOf, savedFileOf } from './save-refusal.ts';
import { loadDecap, type ImmutableMap } from './decap.ts';
import { fileNameOf } from './file-name.ts';
import { SaveChecks } from './save-check.ts';
import { followDraftCheck } from './draft-check.ts';
import { SaveCheckPanel } from './save-check-panel.tsx';
import { BLOCK_COMPONENTS } from '../../common/editor/block-components.ts';
import { PAGE_TEXT_WIDGET } from '../../common/editor/editor-config.ts';
import { island } from './decap-island.tsx';
import { PageText } from './page-text.tsx';
import { factTargets } from './link-targets.ts';
import { registerCountedList } from './counted-list.ts';
import { registerUnsavedPicture } from './unsaved-picture.ts';
import { registerPicturePanel } from './picture-field.tsx';
import { pictureBackend } from './picture-source.ts';
import { sayOnlyWhatIsTrue } from './status-words.ts';
import { bodyStart } from '../../common/editor/body-start.ts';
import type { FormField } from '../../common/editor/editor-words.ts';
import { EntryPreviewView, styleFrame } from './entry-preview.tsx';
import { EntryHistoryPanel, type ReadFields, type Restored } from './entry-history-panel.tsx';
import type { VersionField } from './version-fields.tsx';
import { keepRestoredNote, takeRestoredNote } from './restored-note.ts';
import { ENTRY_HISTORY_URL } from '../../common/contracts/entry-history.ts';
import { editorRouteOf } from './editor-route.ts';

// The web editor's page, /admin/ (docs/web-editor.md): Decap CMS from its own bundle, configured by
// the server from the content's schemas, reading and writing the files as the content check reads
// them. Nothing here is imported by the site's app: it is a page of its own.

const config = (await (await fetch('/admin/config.json')).json()) as EditorConfig;
const CMS = await loadDecap('/admin/decap/decap-cms.js');

const formatters = new Map<string, EntryFormatter>();
for (const [name, format] of Object.entries(config.formats)) {
  // a new file's keys in the order of the form, not the order they were typed in
  const formatter = entryFormatter(format, fieldOrder(config.decap.collections.filter((collection) => collection.format === name)));
  formatters.set(name, formatter);
  CMS.registerCustomFormat(name, formatter.extension, formatter);
}

// an address moved from one entry straight to another is loaded anew (fresh-editor.ts)
const freshEditor = new FreshEditor();

// a new entry's file is named from its title, transliterated (file-name.ts)
const titleFields = new Map(config.decap.collections.map((collection) => [collection.name as string, collection.identifier_field as string | undefined]));
const checks = new SaveChecks();
/** the forms service's editor API, when this is the deployed editor (its proxy on the page's own origin) */
const backend = config.decap.backend as { name?: string; proxy_url?: string } | undefined;
const deployedApi = config.decap.local_backend === undefined && backend?.proxy_url?.startsWith('/') ? backend.proxy_url : undefined;
/** the file the save under way writes, relative to the content folder */
let savingFile = '';
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const titleField = titleFields.get(String(entry.get('collection')));
    const named = entry.get('newRecord') !== true || titleField === undefined ? undefined : withFileName(entry.get('data') as ImmutableMap, titleField);
    // nothing is written that its file's collection cannot read (save-refusal.ts)
    const refusal = refusalOf(named === undefined ? entry : entry.set('data', named), config, formatters);
    if (refusal !== undefined) throw new Error(refusal);
    const saved = named === undefined ? entry : entry.set('data', named);
    savingFile = savedFileOf(saved, config, formatters.get(String(config.decap.collections.find((each) => each.name === saved.get('collection'))?.format)));
    checks.saving();
    return named;
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    freshEditor.saved();
    // a new entry's path is not always set yet: the file preSave named
    const file = entry.get('path') === undefined || entry.get('path') === null ? savingFile : savedFileOf(entry, config, undefined);
    checks.saved(file, textStartOf(entry));
    // the deployed editor: the save is a draft, checked by the forms service (draft-check.ts)
    if (!import.meta.hot && deployedApi !== undefined)
      followDraftCheck(checks, deployedApi, { collection: String(entry.get('collection')), slug: String(entry.get('slug')) });
  },
});

/** the line of the written file where a page's text begins (a problem's line is counted from it in the text box) */
function textStartOf(entry: ImmutableMap): number {
  const collection = config.decap.collections.find((candidate) => candidate.name === entry.get('collection'));
  const formatter = formatters.get(String(collection?.format));
  if (formatter === undefined || formatter.extension !== 'md') return 1;
  return bodyStart(formatter.toFile((entry.get('data') as ImmutableMap).toJS()));
}

function withFileName(data: ImmutableMap, titleField: string): ImmutableMap {
  return data.set(EDITOR_FILE_FIELD, fileNameOf(String(data.get(titleField) ?? '')));
}

// a page's text as written, with the common blocks as forms (page-text.tsx); the same blocks as
// Decap's editor components, for a collection that uses Decap's own markdown widget
const { createClass, h } = window as Required<Pick<Window, 'createClass' | 'h'>>;
// the facts a text can name, for its link picker
const facts = factTargets(config);
// a list's count and button in Russian: «2 вакансии», «Добавить вакансию» (counted-list.ts)
registerCountedList(CMS, createClass, h);
// a picture uploaded and not saved yet drawn from the browser's copy (unsaved-picture.ts)
registerUnsavedPicture(CMS, createClass, h);
// under it, the picture's size, weight and the crop its card makes (picture-panel.tsx)
registerPicturePanel(CMS, createClass, h, pictureBackend(config));
CMS.registerWidget(
  PAGE_TEXT_WIDGET,
  island(createClass, h, (props) => (
    <PageText
      id={String(props.forID)}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={props.onChange as (value: string) => void}
      facts={facts}
    />
  )),
);
for (const component of BLOCK_COMPONENTS) CMS.registerEditorComponent(component);

// the preview through the site's own blocks, compiled by npm start's server (entry-preview.tsx)
for (const collection of config.previews) {
  CMS.registerPreviewTemplate(
    collection,
    island(createClass, h, (props, element) => {
      styleFrame(element.ownerDocument);
      const data = (props.entry as ImmutableMap).getIn(['data']) as ImmutableMap | undefined;
      return <EntryPreviewView collection={collection} values={data?.toJS() ?? {}} fields={formFields(collection)} />;
    }),
  );
}

// the header says only what is true of the form (status-words.ts)
sayOnlyWhatIsTrue(CMS, config.contentRoot === '' && import.meta.hot !== undefined);
CMS.init({ config: { ...config.decap, load_config_file: false } });

function formFields(collection: string): FormField[] {
  return (config.decap.collections.find((candidate) => candidate.name === collection)?.fields ?? []) as FormField[];
}

type Part = Record<string, unknown>;

/** the fields of collections (of their files too) in the form's order, each with its own fields */
function fieldOrder(parts: readonly Part[]): FieldOrder {
  const order: Record<string, FieldOrder> = {};
  for (const part of parts) {
    for (const file of (part.files as Part[] | undefined) ?? []) Object.assign(order, fieldOrder([file]));
    for (const field of (part.fields as Part[] | undefined) ?? []) {
      const inner = [...((field.fields as Part[] | undefined) ?? []), ...(field.field === undefined ? [] : [field.field as Part])];
      order[String(field.name)] = { ...order[String(field.name)], ...fieldOrder([{ fields: inner }]) };
    }
  }
  return order;
}

// a version brought back from «История правок» before this load: its check, as a save's (restored-note.ts)
const restoredNote = takeRestoredNote(location.hash);
if (restoredNote !== undefined) {
  checks.saving(editorRouteOf(location.hash), restoredNote.sinceBuild);
  checks.saved(restoredNote.file, restoredNote.textStart);
  const route = editorRouteOf(location.hash);
  if (!import.meta.hot && deployedApi !== undefined && route?.slug !== undefined)
    followDraftCheck(checks, deployedApi, { collection: route.collection, slug: route.slug });
}

// under npm start the content watch reports each build to this page as to the site's tabs
if (import.meta.hot) {
  import.meta.hot.on(CONTENT_UPDATE_EVENT, (update: ContentUpdate) => checks.built(update));
  import.meta.hot.send(CONTENT_HELLO_EVENT, {});
}
// on the deployed site the editor API answers each draft's check (draft-check.ts); «История правок»
// asks the same API there, npm start's dev server here
const historyApi = deployedApi ?? (import.meta.hot ? ENTRY_HISTORY_URL : undefined);
if (import.meta.hot || deployedApi !== undefined) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <>
      <SaveCheckPanel checks={checks} config={config} />
      {historyApi === undefined ? null : (
        <EntryHistoryPanel config={config} apiUrl={historyApi} note={restoredNote} readFields={versionFields} onRestored={reloadRestored} />
      )}
    </>,
  );
}

/** a version's text read with its collection's format, under the form's fields (version-fields.tsx) */
function versionFields(route: Restored['route'], text: string): ReturnType<ReadFields> {
  const collection = config.decap.collections.find((candidate) => candidate.name === route.collection) as
    { format?: string; fields?: VersionField[]; files?: { name: string; fields: VersionField[] }[] } | undefined;
  const formatter = formatters.get(String(collection?.format));
  const fields = collection?.files?.find((file) => file.name === route.slug)?.fields ?? collection?.fields;
  if (formatter === undefined || fields === undefined) return undefined;
  return { values: formatter.fromFile(text), fields };
}

/** the version is the entry's new change: the page is loaded anew to show it in the form */
function reloadRestored(restored: Restored): void {
  const isPage = restored.file.endsWith('.md');
  keepRestoredNote({
    hash: location.hash,
    file: restored.file.startsWith(config.contentRoot) ? restored.file.slice(config.contentRoot.length) : restored.file,
    message: restored.message,
    textStart: isPage ? bodyStart(restored.text) : 1,
    sinceBuild: checks.lastBuildSeen,
  });
  location.reload();
}

import { createRoot } from 'react-dom/client';
import { CONTENT_HELLO_EVENT, CONTENT_UPDATE_EVENT, type ContentUpdate } from '../../common/contracts/live-update.ts';
import { readMarkdownEntry, readYamlEntry, writeMarkdownEntry, writeYamlEntry } from '../../common/editor/entry-yaml.ts';
import { EDITOR_FILE_FIELD, type EditorConfig } from '../../common/editor/editor-config.ts';
import { loadDecap, type ImmutableMap } from './decap.ts';
import { fileNameOf } from './file-name.ts';
import { SaveChecks } from './save-check.ts';
import { SaveCheckPanel } from './save-check-panel.tsx';

// The web editor's page, /admin/ (docs/web-editor.md): Decap CMS from its own bundle, configured by
// the server from the content's schemas, reading and writing the files as the content check reads
// them. Nothing here is imported by the site's app: it is a page of its own.

const config = (await (await fetch('/admin/config.json')).json()) as EditorConfig;
const CMS = await loadDecap('/admin/decap/decap-cms.js');

for (const [name, format] of Object.entries(config.formats)) {
  CMS.registerCustomFormat(
    name,
    format.kind === 'markdown' ? 'md' : 'yaml',
    format.kind === 'markdown'
      ? { fromFile: readMarkdownEntry, toFile: writeMarkdownEntry }
      : { fromFile: readYamlEntry, toFile: (values) => writeYamlEntry(values, format.header) },
  );
}

// a new entry's file is named from its title, transliterated (file-name.ts)
const titleFields = new Map(config.decap.collections.map((collection) => [collection.name as string, collection.identifier_field as string | undefined]));
const checks = new SaveChecks();
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    checks.saving();
    const titleField = titleFields.get(String(entry.get('collection')));
    if (entry.get('newRecord') !== true || titleField === undefined) return undefined;
    const data = entry.get('data') as ImmutableMap;
    return data.set(EDITOR_FILE_FIELD, fileNameOf(String(data.get(titleField) ?? '')));
  },
});
CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => checks.saved(String(entry.get('path'))) });

CMS.init({ config: { ...config.decap, load_config_file: false } });

// under npm start the content watch reports each build to this page as to the site's tabs
if (import.meta.hot) {
  import.meta.hot.on(CONTENT_UPDATE_EVENT, (update: ContentUpdate) => checks.built(update));
  import.meta.hot.send(CONTENT_HELLO_EVENT, {});
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<SaveCheckPanel checks={checks} />);
}

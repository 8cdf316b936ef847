// What the web editor's page uses of Decap CMS (the `CMS` global its prebuilt bundle sets:
// https://decapcms.org/docs/customization/). Only this page loads it: /admin/decap/decap-cms.js.

/** an Immutable.js map, as Decap hands over an entry */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
}

export interface EditorComponent<Data extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  label: string;
  fields: Record<string, unknown>[];
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): Data;
  toBlock(data: Data): string;
  toPreview(data: Data): string;
}

interface SaveEvent {
  entry: ImmutableMap;
}

export interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): object; toFile(data: Record<string, unknown>): string }): void;
  registerEventListener(listener: { name: 'preSave'; handler(event: SaveEvent): ImmutableMap | undefined }): void;
  registerEventListener(listener: { name: 'postSave'; handler(event: SaveEvent): void }): void;
  registerEditorComponent(component: EditorComponent): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    /** tells the bundle to wait for CMS.init instead of fetching config.yml */
    CMS_MANUAL_INIT?: boolean;
  }
}

/** loads Decap's bundle (a classic script setting window.CMS) */
export function loadDecap(src: string): Promise<DecapCms> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => (window.CMS ? resolve(window.CMS) : reject(new Error('Decap CMS did not start')));
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

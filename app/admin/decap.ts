// What the web editor's page uses of Decap CMS (the `CMS` global its prebuilt bundle sets:
// https://decapcms.org/docs/customization/). Only this page loads it: /admin/decap/decap-cms.js.
import type { BlockComponent } from '../../common/editor/block-components.ts';

/** an Immutable.js map, as Decap hands over an entry */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
}

interface SaveEvent {
  entry: ImmutableMap;
}

export interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): object; toFile(data: Record<string, unknown>): string }): void;
  registerEventListener(listener: { name: 'preSave'; handler(event: SaveEvent): ImmutableMap | undefined }): void;
  registerEventListener(listener: { name: 'postSave'; handler(event: SaveEvent): void }): void;
  registerEditorComponent(component: BlockComponent): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getLocale(locale: string): unknown;
  registerLocale(locale: string, phrases: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
}

/** a React element of Decap's own React (its bundle carries one; the page's is another) */
type DecapElement = unknown;

/** Decap's React's `createClass` (create-react-class), for the parts of the editor the page adds */
export type CreateClass = (spec: Record<string, unknown>) => unknown;
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => DecapElement;

declare global {
  interface Window {
    CMS?: DecapCms;
    createClass?: CreateClass;
    h?: CreateElement;
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

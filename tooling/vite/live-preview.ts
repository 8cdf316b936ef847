import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_HELLO_EVENT, CONTENT_UPDATE_EVENT, type ContentUpdate } from '../../common/contracts/live-update.ts';

export interface LivePreview {
  plugin: Plugin;
  /** tells every open tab what a build changed (tooling/start.ts calls it from the content watch) */
  send(update: ContentUpdate): void;
}

/**
 * The live preview's channel (tooling/README.md): `npm start`'s content watch hands each
 * build's update to `send`, which passes it to the open tabs over Vite's own HMR connection as a
 * custom event; a tab that connects later asks (`content:hello`) and gets the current problems.
 * Saving a file under the content folder never makes Vite reload or hot-update the app itself
 * (the built-in navigation module watches content/navigation): the update reaches the tab as data.
 */
export function livePreviewPlugin(contentDir: string): LivePreview {
  let server: ViteDevServer | undefined;
  let last: ContentUpdate | undefined;
  const contentRoot = `${path.resolve(contentDir)}${path.sep}`;
  const plugin: Plugin = {
    name: 'live-preview',
    apply: 'serve',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
      devServer.ws.on(CONTENT_HELLO_EVENT, (_data: unknown, client) => {
        if (last !== undefined) client.send(CONTENT_UPDATE_EVENT, { ...last, served: false, pages: [], navigation: false, assets: [] } satisfies ContentUpdate);
      });
    },
    hotUpdate({ file, modules }) {
      if (!path.resolve(file).startsWith(contentRoot)) return;
      // the next full load gets the new built-in navigation; the open tab gets it from the API
      for (const module of modules) this.environment.moduleGraph.invalidateModule(module);
      return [];
    },
  };
  return {
    plugin,
    send(update) {
      last = update;
      server?.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
    },
  };
}

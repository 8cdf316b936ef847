import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentTypeOf, decapBundleDirectory, decapBundleFiles, DECAP_URL_PREFIX } from './decap-bundle.ts';
import { editorConfig } from './editor-config.ts';

// `npm start`'s web editor at /admin/ (docs/web-editor.md): its page is app/admin/index.html, which
// the dev server serves like any page; this plugin adds what it loads besides — Decap CMS's bundle
// and the configuration, generated for the local proxy at `backendUrl` on every request, so a
// changed schema shows in the next opened editor.

export const EDITOR_CONFIG_URL = '/admin/config.json';

export function editorPlugin(options: { backendUrl: string }): Plugin {
  const directory = decapBundleDirectory();
  const files = new Set(decapBundleFiles(directory));
  return {
    name: 'clinic:web-editor',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split(/[?#]/)[0] ?? '';
        if (pathname === '/admin') {
          response.statusCode = 301;
          response.setHeader('Location', '/admin/');
          response.end();
          return;
        }
        if (pathname === EDITOR_CONFIG_URL) {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(editorConfig({ kind: 'local', url: options.backendUrl })));
          return;
        }
        if (!pathname.startsWith(DECAP_URL_PREFIX)) return next();
        const name = pathname.slice(DECAP_URL_PREFIX.length);
        if (!files.has(name)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('Content-Type', contentTypeOf(name));
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(path.join(directory, name)).pipe(response);
      });
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { editorContentSecurityPolicy, originOf } from './security-headers.ts';

// `npm run preview` answers /admin/ — the web editor a build with a git server holds — with the
// editor's own Content-Security-Policy, as deploy/nginx/site.conf does; every other path keeps the
// site's. The git server's origin is read from the editor's configuration in the build.

const EDITOR_PATH = /^\/admin(?:\/|$)/;

export function editorHeadersPlugin(distDir: string): Plugin {
  let policy: string | undefined;
  const editorPolicy = () => (policy ??= editorContentSecurityPolicy({ gitOrigin: gitOriginOf(distDir) }));
  return {
    name: 'clinic:editor-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!EDITOR_PATH.test(request.url ?? '')) return next();
        // Vite's preview sets the site's headers after this: the editor's policy replaces its own
        const setHeader = response.setHeader.bind(response);
        response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-security-policy' ? editorPolicy() : value);
        next();
      });
    },
  };
}

function gitOriginOf(distDir: string): string | undefined {
  try {
    const config = JSON.parse(readFileSync(path.join(distDir, 'admin', 'config.json'), 'utf8')) as { decap?: { backend?: { api_root?: string } } };
    return originOf(config.decap?.backend?.api_root);
  } catch {
    return undefined;
  }
}

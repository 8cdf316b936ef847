import type { Plugin } from 'vite';
import { EDITOR_CONTENT_SECURITY_POLICY } from '../../common/editor/editor-policy.ts';

// `npm run preview` answers /admin/ — the web editor the build holds, as the forms service serves it
// on the clinic's server (server/forms/editor/) — with the editor's own Content-Security-Policy;
// every other path keeps the site's. Its API is the forms service's: here the page starts and
// offers the login, nothing more.

const EDITOR_PATH = /^\/admin(?:\/|$)/;

export function editorHeadersPlugin(): Plugin {
  return {
    name: 'clinic:editor-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!EDITOR_PATH.test(request.url ?? '')) return next();
        // Vite's preview sets the site's headers after this: the editor's policy replaces its own
        const setHeader = response.setHeader.bind(response);
        response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-security-policy' ? EDITOR_CONTENT_SECURITY_POLICY : value);
        next();
      });
    },
  };
}

// The web editor's page's Content-Security-Policy (docs/web-editor.md): Decap CMS compiles its
// checks at run time ('unsafe-eval', 'wasm-unsafe-eval'), injects its styles (style-src
// 'unsafe-inline') and shows pictures from blob: URLs; it talks to its own origin only — the
// forms service on the clinic's server (server/forms/editor/), `npm run preview` for a look at the
// build. The site's own pages keep their stricter policy.
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // blob: the picture panel reads an unsaved picture from Decap's copy in the browser (app/admin/picture-source.ts)
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

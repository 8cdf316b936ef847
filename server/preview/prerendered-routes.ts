// How the preview server answers page addresses, as deploy/nginx/site.conf does: a route gets its
// own prerendered file (dist/<route>/index.html) with 200, an unknown address the not-found page
// with 404 — never the home page's HTML with 200. Assets and /api are left to the next handler.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** the path inside dist/ an address names, or undefined for a malformed or escaping address */
function resolveInside(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((segment) => segment === '..')) return undefined;
  const resolved = path.join(root, decoded);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

function existingFile(file: string | undefined): string | undefined {
  return file !== undefined && statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/** the prerendered file of a page address (dist/<route>/index.html), if there is one */
function routeFile(root: string, pathname: string): string | undefined {
  const directory = resolveInside(root, pathname);
  return existingFile(directory === undefined ? undefined : path.join(directory, 'index.html'));
}

/** an existing .html file inside dist/ */
function htmlFile(root: string, pathname: string): string | undefined {
  return existingFile(resolveInside(root, pathname));
}

/** an address that asks for a page rather than a file: no extension in its last segment, or .html */
function isPageAddress(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

function sendHtml(request: IncomingMessage, response: ServerResponse, file: string, status: number, headers: Record<string, string>): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  // compressed as nginx's gzip does it (deploy/): a page is a fifth of its size on the wire
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(response);
  else stream.pipe(response);
}

export function prerenderedRoutesPlugin(distDir: string): Plugin {
  const root = path.resolve(distDir);
  return {
    name: 'prerendered-routes',
    configurePreviewServer(server) {
      // the deployed site's security headers (vite.config.ts, server/preview/security-headers.ts), as on every other answer
      const headers = Object.fromEntries(Object.entries(server.config.preview.headers ?? {}).map(([name, value]) => [name, String(value)]));
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const pathname = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
        if (pathname === '/api' || pathname.startsWith('/api/') || !isPageAddress(pathname)) return next();
        const notFound = path.join(root, '404.html');
        // "/about/index.html" and "/404.html" name their files: served as they are
        const file = pathname.endsWith('.html') ? htmlFile(root, pathname) : routeFile(root, pathname);
        if (file !== undefined) return sendHtml(request, response, file, file === notFound ? 404 : 200, headers);
        sendHtml(request, response, notFound, 404, headers);
      });
    },
  };
}

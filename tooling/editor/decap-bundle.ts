import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Decap CMS's prebuilt bundle (the decap-cms package's dist/: decap-cms.js, the chunks it loads
// beside it, its WebAssembly), served as files at /admin/decap/ — never through the site's build,
// so none of it can reach the site's bundles.

export const DECAP_URL_PREFIX = '/admin/decap/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function decapBundleDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** the bundle's files the editor loads: the decap-cms.* scripts and their chunks, the WebAssembly (no source maps, no copies under other names) */
export function decapBundleFiles(directory: string = decapBundleDirectory()): string[] {
  return readdirSync(directory)
    .filter((name) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(name))
    .sort();
}

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a visitor downloads: the first-load JavaScript and CSS of the app (the entry chunk and
// everything it imports statically) and each lazy chunk, gzip-compressed, from Vite's manifest.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleSizes {
  firstLoad: { js: number; css: number; files: string[] };
  lazy: { src: string; file: string; gzip: number; css: number }[];
}

export function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/** the chunk keys reachable from `start` through static imports */
export function staticClosure(manifest: Record<string, ManifestChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

export function bundleSizes(distDir: string): BundleSizes {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const firstLoad = staticClosure(manifest, entry);
  const cssOf = (keys: Iterable<string>) => [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const firstLoadFiles = [...firstLoad].map((key) => manifest[key]!.file);
  // the build's one stylesheet (vite.config.ts: cssCodeSplit off) is the manifest's style.css
  const siteStyle = manifest['style.css']?.file;
  const firstLoadCss = [...cssOf(firstLoad), ...(siteStyle === undefined ? [] : [siteStyle])];
  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !firstLoad.has(key))
    .map(([key, chunk]) => {
      const closure = [...staticClosure(manifest, key)].filter((member) => !firstLoad.has(member));
      return {
        src: chunk.src ?? key,
        file: chunk.file,
        gzip: closure.reduce((sum, member) => sum + gzipSize(distDir, manifest[member]!.file), 0),
        css: cssOf(closure)
          .filter((file) => !firstLoadCss.includes(file))
          .reduce((sum, file) => sum + gzipSize(distDir, file), 0),
      };
    })
    .sort((a, b) => a.src.localeCompare(b.src));
  return {
    firstLoad: {
      js: firstLoadFiles.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
      css: firstLoadCss.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
      files: [...firstLoadFiles, ...firstLoadCss],
    },
    lazy,
  };
}

/** the prerendered pages (every index.html and 404.html of dist/), gzip, the largest first */
export function htmlSizes(distDir: string): { file: string; gzip: number }[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, gzip: gzipSize(distDir, file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * What each prerendered page has the browser fetch before its app runs: the entry (a script, or the
 * address index.html's loader starts: tooling/vite/start-after-paint.ts) and everything its HTML
 * preloads, gzip, the largest first.
 */
export function routeFirstLoads(distDir: string): { file: string; js: number }[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const scripts = new Set(
        [...html.matchAll(/<(?:link rel="modulepreload"|script type="module"|meta name="app-entry")[^>]*?(?:href|src|content)="\/([^"]+\.js)"/g)].map(
          (match) => match[1]!,
        ),
      );
      return { file, js: [...scripts].reduce((sum, script) => sum + gzipSize(distDir, script), 0) };
    })
    .sort((a, b) => b.js - a.js);
}

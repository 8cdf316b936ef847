import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// Serves the phone field's country flags from the site itself at /flags/3x2/{XX}.svg
// (country-flag-icons ships the SVGs but its package exports do not let them be `import`ed). The dev server answers
// them from node_modules; a build writes them into dist/ (which `vite preview` serves as it is).
// No request leaves the site. Build-time node code, so it lives beside the other scripts rather
// than in app/ (whose tsconfig has no node types).

const FLAGS_URL_PREFIX = '/flags/3x2/';

/** the folder of country-flag-icons' 3x2 SVGs */
export function flagsDirectory(): string {
  const require = createRequire(import.meta.url);
  // the package exports no ./package.json; its main entry sits at the package root
  return path.join(path.dirname(require.resolve('country-flag-icons')), '3x2');
}

/** "/flags/3x2/RU.svg" → "RU.svg"; undefined for anything that is not one flag file */
export function flagFileName(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(FLAGS_URL_PREFIX)) return undefined;
  const name = pathname.slice(FLAGS_URL_PREFIX.length);
  return /^[A-Z]{2}(?:-[A-Z0-9]+)?\.svg$/.test(name) ? name : undefined;
}

export function flagsPlugin(directory: string = flagsDirectory()): Plugin {
  const available = new Set(readdirSync(directory).filter((name) => name.endsWith('.svg')));
  const serve: NonNullable<Plugin['configureServer']> = (server) => {
    server.middlewares.use((request, response, next) => {
      const name = flagFileName(request.url ?? '');
      if (name === undefined) return next();
      if (!available.has(name)) {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader('Content-Type', 'image/svg+xml');
      response.setHeader('Cache-Control', 'public, max-age=86400');
      createReadStream(path.join(directory, name)).pipe(response);
    });
  };
  return {
    name: 'clinic:flags',
    configureServer: serve,
    generateBundle() {
      for (const name of available) {
        this.emitFile({ type: 'asset', fileName: `${FLAGS_URL_PREFIX.slice(1)}${name}`, source: readFileSync(path.join(directory, name)) });
      }
    },
  };
}

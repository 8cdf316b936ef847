import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseVariantUrl } from '../../common/images/variant-url.ts';

// `npm start` shows the pictures as the built site does: a variant a page names is made when a
// browser first asks for it, from the original in content/public, through the same cache as the
// build (a second start, and the build after it, make nothing again). The first view of a page with
// a new photo waits for its variants (about half a second each).

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

export function pictureVariantsPlugin(contentDir: string, root: string): Plugin {
  const publicDir = path.resolve(contentDir, 'public');
  return {
    name: 'picture-variants',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split(/[?#]/)[0]!;
        const variant = parseVariantUrl(pathname);
        if (variant === undefined) return next();
        // sharp is loaded by the first picture asked for, not by every Vite command
        void Promise.all([import('../images/make-variant.ts'), import('../images/variant-cache.ts')])
          .then(async ([{ makeVariant }, { VariantCache, variantCacheDir }]) => {
            const cache = new VariantCache(variantCacheDir(root));
            let bytes = cache.read(pathname);
            if (bytes === undefined) {
              bytes = await makeVariant(readFileSync(path.join(publicDir, variant.source)), variant);
              cache.write(pathname, bytes);
            }
            response.setHeader('Content-Type', TYPES[variant.format]);
            response.setHeader('Cache-Control', 'no-cache');
            response.end(bytes);
          })
          .catch(() => {
            // the original is gone or is no picture: the page shows 'Ошибка загрузки' as for any missing file
            response.statusCode = 404;
            response.end();
          });
      });
    },
  };
}

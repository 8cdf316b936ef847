// import.meta.dirname in a bundle is the bundle's folder (dist-node/), but the sources mean their
// own: the receiver's migrations (server/forms/database/migrations/), the inbox's stylesheet and
// script (server/forms/inbox/assets/), the installation's root (tooling/publish/cli.ts). This
// esbuild plugin rewrites import.meta.dirname and import.meta.filename in each source file into
// that file's folder and file, relative to the bundle, so the same files are read from source under
// tsx and from the bundle, and the tree (sources beside dist-node/) can move as a whole.
// import.meta.url is left alone: it is the running module's, which the content CLI compares with
// process.argv[1] and the compile pool resolves its worker bundle against.
// Each file's modification time and size are taken before it is read: what the manifest records
// to tell a stale bundle (fresh-bundles.mjs).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** the name the bundles' banner imports node:path's join as */
export const JOIN = '__bundleJoin';

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * @param {string} bundleDir the bundles' folder, absolute
 * @param {Map<string, [number, number]>} stamps filled with each source read: absolute path → [mtimeMs, size]
 * @returns {import('esbuild').Plugin}
 */
export function sourceDirnamePlugin(bundleDir, stamps) {
  return {
    name: 'source-dirname',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?[jt]sx?)$/ }, (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const stats = statSync(args.path);
        stamps.set(args.path, [stats.mtimeMs, stats.size]);
        const source = readFileSync(args.path, 'utf8');
        const fromBundle = (target) => JSON.stringify(path.relative(bundleDir, target).split(path.sep).join('/') || '.');
        // on the same line as before: the source map's lines stay those of the file
        const contents = source
          .replaceAll('import.meta.dirname', `${JOIN}(import.meta.dirname, ${fromBundle(path.dirname(args.path))})`)
          .replaceAll('import.meta.filename', `${JOIN}(import.meta.dirname, ${fromBundle(args.path)})`);
        return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js' };
      });
    },
  };
}

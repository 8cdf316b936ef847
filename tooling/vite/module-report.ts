import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The bundle's own report of what each chunk is made of (docs/performance.md, «Less JavaScript
// first»): with MODULE_REPORT=<file> a build writes, for every chunk, each module's rendered size
// and its size gzipped alone (a module compresses a little better inside its chunk, so the parts
// add up to somewhat more than the chunk). `npm run bench -- modules` prints the first load's.

export interface ModuleReport {
  chunks: { file: string; isEntry: boolean; isDynamicEntry: boolean; modules: { id: string; bytes: number; gzip: number }[] }[];
}

export function moduleReportPlugin(file: string | undefined, root: string): Plugin {
  return {
    name: 'module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (file === undefined) return;
      // the site's build only: the web editor's page is built apart, with the same configuration
      if (Object.values(bundle).some((output) => output.type === 'chunk' && output.isEntry && /app\/admin\/index\.html$/.test(output.facadeModuleId ?? '')))
        return;
      const chunks: ModuleReport['chunks'] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({
              id: path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
              bytes: module.renderedLength,
              gzip: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      writeFileSync(file, `${JSON.stringify({ chunks } satisfies ModuleReport, null, 2)}\n`);
    },
  };
}

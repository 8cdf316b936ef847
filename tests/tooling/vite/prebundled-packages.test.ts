import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../testing/run-cli.ts';

// The live preview (tooling/README.md): `npm start` on a fresh clone must not reload the tab the
// first time a lazy part opens. Vite bundles the packages it finds when it starts; one it meets
// only later (imported by a chunk loaded on demand) makes it bundle again and reload the page,
// losing what the visitor typed. So every package the browser code of app/ imports — statically or
// with import() — is in optimizeDeps.include.

const APP = path.join(ROOT, 'app');
/** rendered by Node at build time only (tooling/prerender): never loaded by the dev server */
const NODE_ONLY = new Set(['entry-server.tsx']);

/** the package specifiers a module imports at run time (not `import type`, not stylesheets) */
function importedPackages(source: string): string[] {
  return runtimeSpecifiers(source).filter((specifier) => !/^(\.|\/|virtual:|node:)/.test(specifier) && !specifier.endsWith('.css'));
}

/** every specifier a module imports at run time: packages and relative files */
function runtimeSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) if (match[1] === undefined) specifiers.push(match[2]!);
  // import('x'), but not the type `typeof import('x')`
  for (const match of source.matchAll(/(?<!typeof\s+)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!);
  return specifiers;
}

/** the app's modules and the shared ones (common/) they import at run time, followed through */
function browserModules(): string[] {
  const found = new Set(appModules(APP));
  for (const file of found) {
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.') || !/\.tsx?$/.test(specifier)) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!NODE_ONLY.has(path.basename(target))) found.add(target);
    }
  }
  return [...found];
}

function appModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appModules(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NODE_ONLY.has(entry.name) ? [file] : [];
  });
}

describe('packages pre-bundled by the dev server', () => {
  it('reads the imports of a module', () => {
    const source = [
      "import { useState } from 'react';",
      "import type { Props } from 'types-only';",
      "import {\n  a,\n  type B,\n} from 'multi-line';",
      "import 'side-effect';",
      "import 'pkg/style.css';",
      "import styles from '../../server/local.module.css';",
      "export { x } from 're-exported';",
      "const lazy = () => import('lazy-package/sub');",
      "let loading: Promise<typeof import('type-level')>;",
      "import fallbackSite from 'virtual:navigation-fallback/site';",
    ].join('\n');
    expect(importedPackages(source).sort()).toEqual(['lazy-package/sub', 'multi-line', 're-exported', 'react', 'side-effect']);
  });

  it('include every package the app imports, the lazily loaded ones too', async () => {
    const config = await resolveConfig({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent' }, 'serve');
    const included = new Set(config.optimizeDeps.include);
    const imported = new Map<string, string>();
    for (const file of browserModules()) {
      for (const specifier of importedPackages(readFileSync(file, 'utf8'))) imported.set(specifier, path.relative(ROOT, file));
    }
    // the phone field and the search's stemmer are imported only by chunks loaded on demand
    expect([...imported.keys()]).toContain('react-phone-number-input');
    expect([...imported.keys()]).toContain('@orama/stemmers/russian');
    const missing = [...imported].filter(([specifier]) => !included.has(specifier)).map(([specifier, file]) => `${specifier} (imported by ${file})`);
    expect(missing, 'add these to PREBUNDLED_PACKAGES in vite.config.ts').toEqual([]);
  });
});

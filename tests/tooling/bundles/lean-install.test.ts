import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { readBundleManifest } from '../../../tooling/bundles/bundle-of.ts';
import { ROOT } from '../../../testing/run-cli.ts';

// The clinic's server installs with `npm ci --omit=dev` (docs/deploy.md): package.json's
// dependencies and what they need, nothing of the tests, the linters or the benchmarks. So every
// package the server's code imports must be a dependency — the bundles' (dist-node/manifest.json
// lists what each imports) and the site build's (Vite's configuration and the app, which the
// build bundles for the browser) — and the lock must give the server each of them.

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const packageJson = readJson<PackageJson>('package.json');
const lockPackages = readJson<{ packages: Record<string, { dev?: boolean }> }>('package-lock.json').packages;

/** Decap CMS's bundle: a devDependency whose prebuilt files `npm ci`'s prepare unpacks on the server (install-decap-bundle.mjs) */
const FETCHED_BY_PREPARE = new Set(['decap-cms']);

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** what is wrong with the server's install of `name`, if anything */
function leanInstallProblem(name: string): string | undefined {
  if (packageJson.dependencies?.[name] === undefined) {
    return packageJson.devDependencies?.[name] === undefined ? `${name} is not in package.json` : `${name} is a devDependency`;
  }
  const locked = lockPackages[`node_modules/${name}`];
  if (locked === undefined) return `${name} is not in package-lock.json`;
  return locked.dev === true ? `${name} is marked dev in package-lock.json` : undefined;
}

/**
 * the packages the site's build takes from node_modules: what Vite's configuration, the app and the
 * web editor's page import, followed through, and what the build finds by path
 * (require.resolve('…'): the flags, Decap's files) there and in the build's bundle
 */
async function siteBuildPackages(): Promise<{ imported: Set<string>; resolved: Set<string> }> {
  const blocks = readdirSync(path.join(ROOT, 'app/blocks'))
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => `app/blocks/${name}`);
  const result = await build({
    absWorkingDir: ROOT,
    // app/entry-server.tsx takes the blocks through import.meta.glob, which only Vite follows
    entryPoints: ['vite.config.ts', 'app/main.tsx', 'app/entry-server.tsx', 'app/admin/main.tsx', ...blocks],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    outdir: 'scan',
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty' },
    // Vite's own modules (virtual:…, ?inline, ?raw) are no packages
    plugins: [{ name: 'vite-only', setup: (scan) => scan.onResolve({ filter: /^virtual:|\?/ }, (args) => ({ path: args.path, external: true })) }],
  });
  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const item of output.imports) {
      if (item.external && !isBuiltin(item.path) && !/^virtual:|\?|^\./.test(item.path)) imported.add(packageOf(item.path));
    }
  }
  const texts = [...Object.keys(result.metafile.inputs), 'dist-node/build.mjs'].map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
  const resolved = new Set(texts.flatMap((text) => [...text.matchAll(/\.resolve\(\s*["']([^"'./][^"']*)["']\s*\)/g)].map((match) => packageOf(match[1]!))));
  return { imported, resolved };
}

describe("the server's install (npm ci --omit=dev)", () => {
  it('has every package a bundle imports', () => {
    const problems = Object.entries(readBundleManifest(ROOT).bundles).flatMap(([bundle, { packages }]) =>
      packages.flatMap((name) => {
        const problem = leanInstallProblem(name);
        return problem === undefined ? [] : [`dist-node/${bundle}.mjs imports ${problem}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has every package the site build bundles or resolves', async () => {
    const { imported, resolved } = await siteBuildPackages();
    // the scans see through to the packages (they would pass vacuously if they found none)
    expect([...imported]).toEqual(expect.arrayContaining(['vite', '@vitejs/plugin-react', 'react', 'react-dom', 'wouter', 'zod']));
    expect([...resolved]).toEqual(expect.arrayContaining(['country-flag-icons', 'decap-cms']));
    const problems = [...imported, ...resolved].filter((name) => !FETCHED_BY_PREPARE.has(name)).flatMap((name) => leanInstallProblem(name) ?? []);
    expect(problems).toEqual([]);
  });

  it('gets no package from a workspace: theirs are devDependencies, which --omit=dev leaves out', () => {
    for (const workspace of packageJson.workspaces ?? []) {
      expect(readJson<PackageJson>(`${workspace}/package.json`).dependencies, workspace).toBeUndefined();
    }
  });

  it('keeps the benchmarks, tests, linters and validators out', () => {
    const dependencies = Object.keys(packageJson.dependencies ?? {});
    for (const name of [
      'tsx',
      'typescript',
      'vitest',
      'playwright',
      '@playwright/test',
      'eslint',
      'prettier',
      'knip',
      'vnu-jar',
      'smtp-server',
      'fast-check',
      'lighthouse',
      'decap-cms',
    ]) {
      expect(dependencies).not.toContain(name);
    }
  });
});

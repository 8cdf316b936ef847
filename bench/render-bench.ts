import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { Db } from '../common/schema/db.ts';
import { navigationFallbackPlugin } from '../tooling/vite/navigation-fallback.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../testing/services/find-chromium.ts';
import { toMdx } from './convert-syntax.ts';
import { round, summarize } from './stats.ts';

// 3. the largest real page: its AST rendered to DOM in Chromium against MDX compiled and
// evaluated in the browser.

export interface RenderResults {
  page: string;
  astMedianMs: number;
  mdxMedianMs: number;
  speedup: number;
}

interface BenchWindow {
  runRenderBench: (input: { ast: unknown; mdx: string; runs: number }) => Promise<{ ast: number[]; mdx: number[] }>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 30;

export async function benchRender(log: (line: string) => void): Promise<RenderResults> {
  const db = JSON.parse(await readFile(path.join(ROOT, 'dist-data/db.json'), 'utf8')) as Db;
  const largest = [...db.pages].sort((a, b) => JSON.stringify(b.ast).length - JSON.stringify(a.ast).length)[0]!;
  const sourceFile = await findSource(largest.route);
  const mdx = toMdx((await readFile(sourceFile, 'utf8')).replace(/^---[\s\S]*?---\n/, ''));

  const outDir = path.join(ROOT, '.cache/bench-render');
  await build({
    configFile: false,
    root: path.join(ROOT, 'bench/render'),
    plugins: [react(), navigationFallbackPlugin(path.join(ROOT, 'content'))],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    configFile: false,
    root: path.join(ROOT, 'bench/render'),
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls!.local[0]!;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => typeof (globalThis as unknown as BenchWindow).runRenderBench === 'function');
    const times = await page.evaluate((input) => (globalThis as unknown as BenchWindow).runRenderBench(input), { ast: largest.ast, mdx, runs: RUNS });
    const ast = summarize(times.ast).median;
    const mdxTime = summarize(times.mdx).median;
    log(`render ${largest.route}: AST ${ast.toFixed(2)} ms, MDX ${mdxTime.toFixed(2)} ms`);
    return { page: largest.route, astMedianMs: round(ast, 2), mdxMedianMs: round(mdxTime, 2), speedup: round(mdxTime / ast, 1) };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function findSource(route: string): Promise<string> {
  const base = route === '/' ? 'index' : route.slice(1);
  for (const candidate of [`${base}.md`, `${base}/index.md`]) {
    const file = path.join(ROOT, 'content/pages', candidate);
    try {
      await readFile(file);
      return file;
    } catch {
      // try the other
    }
  }
  throw new Error(`no source for ${route}`);
}

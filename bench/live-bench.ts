import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { generateCorpus } from '../testing/corpus/generate-corpus.ts';
import { freePort, stopProcess, waitForServer } from '../testing/services/processes.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../testing/services/find-chromium.ts';
import { round, summarize } from './stats.ts';

// 5. the live preview of `npm start` (tooling/README.md): a page's file is saved and the time is
// taken until the open tab shows the new text — the whole way: the file watcher, the content build,
// the update through Vite's dev-server channel, the page's request to the API, React's render. On
// the real content and on the 2 000-page corpus of the pipeline benchmark.

interface LiveScenario {
  pages: number;
  route: string;
  runs: number;
  /** save → the new text in the tab's DOM */
  saveToDomMs: { median: number; p95: number };
  /** save → the update message in the tab */
  saveToMessageMs: { median: number; p95: number };
  /** the content build itself, as the watch reports it (db.json is written after, off this path) */
  buildMs: { median: number; p95: number };
}

export interface LiveResults {
  real: LiveScenario;
  corpus: LiveScenario;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 20;
const WARM_UP = 3;

export async function benchLive(log: (line: string) => void): Promise<LiveResults> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-live-'));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const real = path.join(work, 'real');
    await cp(path.join(ROOT, 'content'), real, { recursive: true });
    const realResult = await scenario({ contentDir: real, dataDir: path.join(work, 'real-data'), route: '/contacts', file: 'pages/contacts.md', browser, log });
    const corpus = path.join(work, 'corpus');
    await generateCorpus(corpus, { pages: 2000, seed: 42, paragraphs: 2 });
    const corpusResult = await scenario({ contentDir: corpus, dataDir: path.join(work, 'corpus-data'), route: '/p7', file: 'pages/p7.md', browser, log });
    return { real: realResult, corpus: corpusResult };
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function scenario(options: {
  contentDir: string;
  dataDir: string;
  route: string;
  file: string;
  browser: Awaited<ReturnType<typeof chromium.launch>>;
  log: (line: string) => void;
}): Promise<LiveScenario> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  const builds: number[] = [];
  let pages = 0;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tooling/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      CONTENT_DIR: options.contentDir,
      DATA_DIR: options.dataDir,
      NO_COLOR: '1',
      LC_ALL: 'en_US.UTF-8',
    }, // the English summary line is parsed below
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let rest = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const match = /\[content\] \d+ of (\d+) pages compiled in (\d+) ms/.exec(line);
      if (match) {
        pages = Number(match[1]);
        builds.push(Number(match[2]));
      }
    }
  });
  const file = path.join(options.contentDir, options.file);
  const original = await readFile(file, 'utf8');
  const page = await options.browser.newPage();
  try {
    await waitForServer(`${site}/api/meta`, child, 180_000);
    await page.goto(`${site}${options.route}`);
    await page.locator('h1').first().waitFor();
    // when the live preview's client stores the update it received (app/dev/live-content.ts)
    await page.evaluate(`(() => {
      let update;
      Object.defineProperty(window, '__contentUpdate', {
        configurable: true,
        get: () => update,
        set: (value) => { window.__updateAt = performance.timeOrigin + performance.now(); update = value; },
      });
    })()`);
    const toDom: number[] = [];
    const toMessage: number[] = [];
    const buildTimes: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const marker = `Проверка живого предпросмотра ${run}-${Math.random().toString(36).slice(2, 8)}`;
      await armObserver(page, marker);
      const buildsBefore = builds.length;
      const saved = performance.timeOrigin + performance.now();
      await writeFile(file, `${original}\n${marker}\n`);
      const shown = await page.evaluate<number>('window.__liveBench.found');
      const message = await page.evaluate<number>('window.__updateAt ?? Number.NaN');
      // the build's own line comes after its output is written: wait for it
      const deadline = Date.now() + 5000;
      while (builds.length === buildsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      if (run >= WARM_UP) {
        toDom.push(shown - saved);
        toMessage.push(message - saved);
        buildTimes.push(builds.at(-1)!);
      }
      // let the file settle, so each save is one build
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const stats = (samples: number[]) => {
      const summary = summarize(samples);
      return { median: round(summary.median), p95: round(summary.p95) };
    };
    const result: LiveScenario = {
      pages,
      route: options.route,
      runs: RUNS,
      saveToDomMs: stats(toDom),
      saveToMessageMs: stats(toMessage),
      buildMs: stats(buildTimes),
    };
    options.log(
      `live preview, ${pages} pages (${options.route}): save → DOM median ${result.saveToDomMs.median} / p95 ${result.saveToDomMs.p95} ms; save → message ${result.saveToMessageMs.median} ms; build ${result.buildMs.median} ms`,
    );
    return result;
  } finally {
    await page.close();
    await writeFile(file, original);
    await stopProcess(child);
  }
}

/** in the page: a promise of the time the marker's text first appears in the document */
async function armObserver(page: Page, marker: string): Promise<void> {
  await page.evaluate(`(() => {
    const text = ${JSON.stringify(marker)};
    window.__updateAt = undefined;
    const found = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent.includes(text)) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    window.__liveBench = { marker: text, found };
  })()`);
}

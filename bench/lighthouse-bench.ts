import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../testing/services/find-chromium.ts';
import { startPreview } from '../server/preview/preview-server.ts';
import { summarize } from './stats.ts';
import { buildPhotoSite } from './photo-site.ts';

// Lighthouse, mobile settings (its defaults: a mid-range phone on a slow 4G, CPU slowed 4×), on
// the preview build; every prerendered route (LIGHTHOUSE_ROUTES=/,/news measures some), the
// median of three runs per route, with the metrics behind the score and what shifted the layout
// (Lighthouse's own layout-shifts audit), to explain a missed goal.

interface LighthouseRoute {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** medians of the runs */
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** the elements the layout-shifts audit blamed in the median run, if any */
  shifted: string[];
  /** Lighthouse's own breakdown of the median run's LCP: the element and its phases (observed, ms) */
  lcp: LcpBreakdown;
  /** the median run's render-blocking requests, the scripts it fetched (gzip bytes on the wire) and its longest tasks */
  renderBlocking: string[];
  scriptBytes: number;
  longTasks: string[];
  /** audits of the four categories that did not pass, in the median run */
  failing: string[];
  runs: number[];
}

interface LcpBreakdown {
  element: string;
  timeToFirstByte: number;
  resourceLoadDelay?: number;
  resourceLoadDuration?: number;
  elementRenderDelay: number;
}

export type LighthouseScores = Record<string, LighthouseRoute>;

/** every page the build prerendered (each route's index.html; /docs/… are the same pages under the
 * spec's old prefix), the home page first */
function everyRoute(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !/^(admin|docs)[\\/]/.test(file) && file !== path.join('docs', 'index.html'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export async function benchLighthouse(log: (line: string) => void, options: { routes?: string[] } = {}): Promise<LighthouseScores> {
  // the site with the clinic's photographs in place of its drawings (bench/photo-site.ts)
  const site = await buildPhotoSite(log);
  const server = await startPreview({ host: '127.0.0.1', port: 4390, apiPort: 3390, distDir: site.distDir, dataDir: site.dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const scores: LighthouseScores = {};
  try {
    for (const route of options.routes ?? process.env.LIGHTHOUSE_ROUTES?.split(',') ?? everyRoute(site.distDir)) {
      const runs: LighthouseRoute[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const shiftItems = (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items ?? [];
        const failing = Object.values(lhr.categories).flatMap((category) =>
          category.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (audit) =>
                audit !== undefined &&
                audit.score !== null &&
                audit.score < 0.9 &&
                audit.scoreDisplayMode !== 'informative' &&
                audit.scoreDisplayMode !== 'notApplicable',
            )
            .map((audit) => `${audit!.id} (${audit!.displayValue ?? audit!.score})`),
        );
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          shifted: shiftItems.map((item) => `${item.node?.snippet ?? '?'} ${item.score?.toFixed(3) ?? ''}`),
          lcp: lcpBreakdown(lhr),
          renderBlocking: itemsOf(lhr, 'render-blocking-insight').map((item) => String(item.url ?? '')),
          scriptBytes: itemsOf(lhr, 'network-requests')
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
          longTasks: itemsOf(lhr, 'long-tasks')
            .slice(0, 3)
            .map((item) => `${String(item.url ?? '?').replace(server.url, '')} ${Math.round(Number(item.duration ?? 0))} ms`),
          failing: [...new Set(failing)],
          runs: [],
        });
      }
      // the run with the median performance score stands for the route; each metric is its own median
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      const middle = byScore[Math.floor(byScore.length / 2)]!;
      scores[route] = {
        ...middle,
        cls: summarize(runs.map((run) => run.cls)).median,
        lcpMs: summarize(runs.map((run) => run.lcpMs)).median,
        fcpMs: summarize(runs.map((run) => run.fcpMs)).median,
        tbtMs: summarize(runs.map((run) => run.tbtMs)).median,
        runs: runs.map((run) => run.performance),
      };
      log(`lighthouse ${route}: ${JSON.stringify(scores[route])}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return scores;
}

type Lhr = Awaited<ReturnType<typeof lighthouse>> extends infer R ? (R extends { lhr: infer L } ? L : never) : never;
type Item = Record<string, unknown>;

function itemsOf(lhr: Lhr, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

/** the LCP element and its phases, from Lighthouse's lcp-breakdown insight */
function lcpBreakdown(lhr: Lhr): LcpBreakdown {
  const [table, node] = itemsOf(lhr, 'lcp-breakdown-insight') as [{ items?: { subpart: string; duration: number }[] }?, { snippet?: string }?];
  const phase = (name: string) => table?.items?.find((item) => item.subpart === name)?.duration;
  const round = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));
  const element = (node?.snippet ?? '?').replace(/\s(class|alt|style|decoding)="[^"]*"/g, '').slice(0, 120);
  return {
    element,
    timeToFirstByte: round(phase('timeToFirstByte')) ?? 0,
    ...(phase('resourceLoadDelay') === undefined ? {} : { resourceLoadDelay: round(phase('resourceLoadDelay'))! }),
    ...(phase('resourceLoadDuration') === undefined ? {} : { resourceLoadDuration: round(phase('resourceLoadDuration'))! }),
    elementRenderDelay: round(phase('elementRenderDelay')) ?? 0,
  };
}

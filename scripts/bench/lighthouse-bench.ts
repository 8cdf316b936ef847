import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../find-chromium.ts';
import { startPreview } from '../preview-server.ts';

// Lighthouse, mobile settings (its defaults: a mid-range phone on a slow 4G), on the preview build.

export type LighthouseScores = Record<string, { performance: number; accessibility: number; bestPractices: number; seo: number }>;

const ROUTES = ['/', '/services', '/anket'];

export async function benchLighthouse(log: (line: string) => void): Promise<LighthouseScores> {
  const server = await startPreview({ host: '127.0.0.1', port: 4390, apiPort: 3390 });
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const scores: LighthouseScores = {};
  try {
    for (const route of ROUTES) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result!.lhr.categories;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      scores[route] = { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
      log(`lighthouse ${route}: ${JSON.stringify(scores[route])}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return scores;
}

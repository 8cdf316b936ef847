import { chromium } from 'playwright-core';
import { startPreview } from '../server/preview/preview-server.ts';
const server = await startPreview({ host: '127.0.0.1', port: 4391, apiPort: 3391 });
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const errors: string[] = [];
page.on('console', (m) => errors.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
await page.goto(`${server.url}${process.argv[2] ?? '/services/method-1'}`);
for (const t of [0, 300, 1000, 3000]) {
  await page.waitForTimeout(t);
  const s = await page.evaluate(() => ({ sidebar: document.querySelector('aside')?.innerHTML.length, article: document.querySelector('article')?.innerHTML.length, toc: document.querySelectorAll('aside')[1]?.innerHTML.length, footer: document.querySelector('footer')?.innerHTML.length, hyd: (window as any).__hydrationErrors }));
  console.log(t, JSON.stringify(s));
}
console.log(errors.join('\n'));
await browser.close(); await server.close();

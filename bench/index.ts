// `npm run bench`: the numbers behind docs/performance.md. Prints a table and writes
// docs/performance.json. Not part of `npm test`: it takes minutes and its timings vary by machine.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { bundleSizes, htmlSizes } from '../testing/build/bundle-sizes.ts';
import type { ModuleReport } from '../tooling/vite/module-report.ts';
import { benchLighthouse } from './lighthouse-bench.ts';
import { benchGrowth } from './growth-bench.ts';
import { benchLive } from './live-bench.ts';
import { benchForms } from './forms-bench.ts';
import { benchPipeline, benchWatch } from './pipeline-bench.ts';
import { benchRender } from './render-bench.ts';
import { benchSearch } from './search-bench.ts';
import { benchPictures } from './pictures-bench.ts';

const log = (line: string) => process.stderr.write(`  ${line}\n`);
const only = new Set(process.argv.slice(2));
const wanted = (part: string) => only.size === 0 || only.has(part);

/** the bundle's own report of its modules (tooling/vite/module-report.ts) */
const MODULE_REPORT_FILE = '.cache/module-report.json';

// the form receiver's part needs no site: a run of it alone skips the build (and keeps the sizes)
const needsSite = only.size === 0 || [...only].some((part) => part !== 'forms' && part !== 'pictures');
if (needsSite) {
  process.stderr.write('building the site (npm run build)…\n');
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/build.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: '1', FORMS: 'local', ALLOW_SAMPLE_DATA: '1', MODULE_REPORT: MODULE_REPORT_FILE },
  });
}

// a run of some parts keeps the other parts' last results
const previous =
  only.size > 0
    ? await readFile('docs/performance.json', 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      )
    : {};
const results: Record<string, unknown> = {
  ...previous,
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, date: new Date().toISOString().slice(0, 10) },
};
if (needsSite) {
  results.sizes = bundleSizes('dist');
  const pages = htmlSizes('dist');
  results.html = { largest: pages[0], pages: pages.length };
  results.firstLoadModules = firstLoadModules(JSON.parse(await readFile(MODULE_REPORT_FILE, 'utf8')) as ModuleReport);
}
if (wanted('pipeline')) results.pipeline = await benchPipeline(log);
if (wanted('watch')) results.watch = await benchWatch(log);
if (wanted('render')) results.render = await benchRender(log);
if (wanted('search')) results.search = await benchSearch(log);
if (wanted('lighthouse')) results.lighthouse = await benchLighthouse(log);
if (wanted('live')) results.live = await benchLive(log);
if (wanted('growth')) results.growth = await benchGrowth(log);
if (wanted('forms')) results.forms = await benchForms(log, results.forms);
if (wanted('pictures')) results.pictures = await benchPictures(log);

await writeFile('docs/performance.json', `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`${table(results)}\nwritten to docs/performance.json\n`);

function table(all: Record<string, unknown>): string {
  const rows: [string, string, string][] = [];
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const sizes = all.sizes as ReturnType<typeof bundleSizes> | undefined;
  const html = all.html as { largest: ReturnType<typeof htmlSizes>[number] } | undefined;
  if (sizes && html) {
    rows.push(['first-load JS (gzip)', kb(sizes.firstLoad.js), '≤ 80 kB']);
    rows.push(['first-load CSS (gzip)', kb(sizes.firstLoad.css), '≤ 20 kB']);
    rows.push([`largest prerendered page HTML (gzip): ${html.largest.file}`, kb(html.largest.gzip), '≤ 60 kB']);
    for (const chunk of sizes.lazy) rows.push([`lazy: ${chunk.src}`, kb(chunk.gzip + chunk.css), 'on demand']);
  }
  const pipeline = all.pipeline as Awaited<ReturnType<typeof benchPipeline>> | undefined;
  if (pipeline) {
    rows.push([`full build, ${pipeline.corpus.pages} pages / ${pipeline.corpus.megabytes} MB`, `${pipeline.fullBuildMs} ms`, '']);
    rows.push(['markdown-it tokenizing alone (floor)', `${pipeline.markdownItMs} ms`, '']);
    rows.push(['pipeline ÷ markdown-it', `${pipeline.ratioToMarkdownIt}×`, '≤ 2.5×']);
    rows.push(['  the same build on one thread', `${pipeline.oneThreadBuildMs} ms (${pipeline.oneThreadRatioToMarkdownIt}×)`, '']);
    rows.push(['@mdx-js/mdx compile', `${pipeline.mdxCompileMs} ms (${pipeline.speedupOverMdx}× slower)`, '≥ 10× slower']);
    rows.push(['@markdoc/markdoc parse+transform', `${pipeline.markdocMs} ms (÷ our build: ${pipeline.speedupOverMarkdoc})`, '']);
    rows.push([
      '@markdoc/markdoc parse+validate+transform',
      `${pipeline.markdocValidatedMs} ms (÷ our build: ${pipeline.speedupOverMarkdocValidated})`,
      '> 1 (we are faster)',
    ]);
    rows.push([`  medians of ${pipeline.runs} runs; load average before / after`, pipeline.loadAverage.join(' / '), '']);
  }
  const watch = all.watch as Awaited<ReturnType<typeof benchWatch>> | undefined;
  if (watch) {
    rows.push([
      `watch rebuild after one of ${watch.pages} pages changes: the build, served from memory by npm start (median / p95)`,
      `${watch.incrementalBuildMs.median} / ${watch.incrementalBuildMs.p95} ms`,
      '≤ 50 ms',
    ]);
    rows.push([
      '  the build and db.json written, as `content -- watch` does (median / p95)',
      `${watch.incrementalMs.median} / ${watch.incrementalMs.p95} ms`,
      '',
    ]);
  }
  const render = all.render as Awaited<ReturnType<typeof benchRender>> | undefined;
  if (render) {
    rows.push([`render ${render.page}: AST → DOM (median)`, `${render.astMedianMs} ms`, '< 10 ms']);
    rows.push(['same page as MDX compiled + evaluated in the browser', `${render.mdxMedianMs} ms (${render.speedup}×)`, '≥ 10×']);
  }
  const search = all.search as Awaited<ReturnType<typeof benchSearch>> | undefined;
  if (search?.relevance) {
    const { queries, top1, top3, mrr, offSite, offSiteEmpty } = search.relevance;
    const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
    rows.push([
      `search relevance, ${queries} judged queries: top-1 / top-3 / MRR`,
      `${percent(top1)} / ${percent(top3)} / ${mrr.toFixed(3)}`,
      'top-3 100 %, MRR ≥ 0.9',
    ]);
    rows.push([`  off-site queries finding nothing`, `${offSiteEmpty} of ${offSite}`, 'all']);
  }
  if (search)
    for (const row of search.rows) rows.push([`search ${row.corpus}, «${row.query}» (median / p95)`, `${row.median} / ${row.p95} ms`, '< 5 ms p95 at 10 000']);
  if (search) {
    for (const row of search.transfer ?? []) {
      rows.push([
        `search fragments ${row.corpus}, «${row.query}»: first search / typed key by key (gzip), p95 per keystroke`,
        `${row.kB} / ${row.typedKB} kB, ${row.keystrokeP95} ms`,
        '≤ 100 kB, ≤ 5 ms at 10 000',
      ]);
    }
  }
  const lighthouse = all.lighthouse as Awaited<ReturnType<typeof benchLighthouse>> | undefined;
  if (lighthouse) {
    for (const [route, score] of Object.entries(lighthouse)) {
      rows.push([
        `Lighthouse mobile ${route} (perf / a11y / best / SEO), median of ${score.runs.length}`,
        `${score.performance} / ${score.accessibility} / ${score.bestPractices} / ${score.seo}`,
        '≥ 95 / 100 / 100 / 100',
      ]);
      rows.push([`  ${route}: CLS / LCP / FCP / TBT`, `${score.cls} / ${score.lcpMs} ms / ${score.fcpMs} ms / ${score.tbtMs} ms`, 'CLS ≤ 0.02']);
    }
  }
  const live = all.live as Awaited<ReturnType<typeof benchLive>> | undefined;
  if (live) {
    for (const scenario of [live.real, live.corpus]) {
      rows.push([
        `live preview, ${scenario.pages} pages: save → updated DOM (median / p95)`,
        `${scenario.saveToDomMs.median} / ${scenario.saveToDomMs.p95} ms`,
        '≤ 300 ms',
      ]);
      rows.push([`  save → update in the tab / the build alone (median)`, `${scenario.saveToMessageMs.median} / ${scenario.buildMs.median} ms`, '']);
    }
  }
  const growth = all.growth as Awaited<ReturnType<typeof benchGrowth>> | undefined;
  if (growth) {
    for (const size of growth.sizes) {
      rows.push([`${size.pages} pages: full build (time / peak RSS)`, `${size.build.ms} ms / ${size.build.peakRssMb} MB`, '']);
      rows.push([
        `  one-page watch rebuild, median / p95 (peak RSS)`,
        `${size.watch.rebuildMs.median} / ${size.watch.rebuildMs.p95} ms (${size.watch.peakRssMb} MB)`,
        '',
      ]);
      rows.push([`  API: start → first page answered / RSS`, `${size.api.firstAnswerMs} ms / ${size.api.rssMb} MB`, '']);
    }
    const { exponents } = growth;
    rows.push([
      'growth exponents (time, RSS): build / watch / API',
      `${exponents.buildTime}, ${exponents.buildRss} / ${exponents.watchTime}, ${exponents.watchRss} / ${exponents.apiTime}, ${exponents.apiRss}`,
      '≤ 1.1',
    ]);
  }
  const forms = all.forms as Awaited<ReturnType<typeof benchForms>> | undefined;
  if (forms) for (const [name, figures] of Object.entries(forms)) rows.push([`forms receiver: ${name}`, JSON.stringify(figures).replace(/\|/g, '/'), '']);
  const pictures = all.pictures as Awaited<ReturnType<typeof benchPictures>> | undefined;
  if (pictures) {
    rows.push([
      `pictures: ${pictures.photos} phone photos (${pictures.originalMB} MB each) → ${pictures.variants} variants, empty cache`,
      `${pictures.cold.seconds} s (${pictures.cold.perPhoto} s a photo)`,
      '',
    ]);
    rows.push(['  the same build with the cache (the daily rebuild, a publication)', `${pictures.warm.seconds} s`, 'nothing made again']);
  }
  const lines = ['| measure | result | target |', '|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)];
  return lines.join('\n');
}

/** the entry chunk's modules, largest first, and their sums by where they come from (docs/performance.md) */
function firstLoadModules(report: ModuleReport) {
  const entry = report.chunks.find((chunk) => chunk.isEntry)!;
  const group = (id: string) =>
    id.startsWith('node_modules/') ? id.split('/')[1]! : id.startsWith('app/') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
  const groups = new Map<string, { bytes: number; gzip: number; modules: number }>();
  for (const module of entry.modules) {
    const sum = groups.get(group(module.id)) ?? { bytes: 0, gzip: 0, modules: 0 };
    groups.set(group(module.id), { bytes: sum.bytes + module.bytes, gzip: sum.gzip + module.gzip, modules: sum.modules + 1 });
  }
  return {
    file: entry.file,
    groups: [...groups].map(([name, sum]) => ({ name, ...sum })).sort((a, b) => b.bytes - a.bytes),
    largest: entry.modules.slice(0, 25),
  };
}

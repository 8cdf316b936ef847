import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  loadNavigation,
  FACTS_FILE,
  loadFacts,
  loadNews,
  publishNews,
  resolveSequences,
  buildDate,
  PAGES_DIR,
  splitFrontmatter,
} from '../../pipeline/index.ts';
import type { SequenceRecord } from '../../common/schema/db.ts';

const MODULE_PREFIX = 'virtual:navigation-fallback/';
/** one module per part: each goes into the chunk of the code that reads it, the header's tabs and
 * the site's name into the first load, the sidebars and sequences with the parts that load after it */
const PARTS = ['header-tabs', 'sidebars', 'site', 'sequences'] as const;
type Part = (typeof PARTS)[number];

/**
 * The app's built-in navigation (spec §7: default header tabs, the sidebar config used when a fetch
 * fails, footer data) comes from content/navigation at build time, so it is never written twice.
 */
export function navigationFallbackPlugin(contentDir: string): Plugin {
  return {
    name: 'navigation-fallback',
    resolveId: (id) => (id.startsWith(MODULE_PREFIX) && (PARTS as readonly string[]).includes(id.slice(MODULE_PREFIX.length)) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${MODULE_PREFIX}`)) return undefined;
      const part = id.slice(`\0${MODULE_PREFIX}`.length) as Part;
      const facts = await loadFacts(contentDir);
      const { navigation, diagnostics } = await loadNavigation(contentDir, facts);
      if (navigation === undefined) {
        const first = diagnostics[0];
        throw new Error(`content/navigation is invalid: ${first ? `${first.file}:${first.line} ${first.message}` : 'unknown problem'}`);
      }
      for (const file of ['header-tabs', 'sidebars', 'sequences', 'site']) {
        this.addWatchFile(path.resolve(contentDir, 'navigation', `${file}.yaml`));
      }
      // the footer's name, address, phone and e-mail are the clinic's facts
      this.addWatchFile(path.resolve(contentDir, FACTS_FILE));
      // the news sequence is the news items this build publishes, as the content build makes it
      const news = await loadNews(contentDir, facts.facts?.texts ?? new Map());
      for (const { file } of news.entries) this.addWatchFile(path.resolve(contentDir, file));
      const sequences: SequenceRecord[] = await Promise.all(
        resolveSequences(navigation.sequences, { news: publishNews(news, buildDate()).items }).map(async (sequence) => ({
          id: sequence.id,
          items: await Promise.all(sequence.routes.map(async (href) => ({ href, title: await titleOf(contentDir, href) }))),
        })),
      );
      // what only the forms service reads of the site (how long forms are kept, the health data's
      // lawful basis) stays out of every visitor's first load
      const { formsRetentionDays: _days, healthDataBasis: _basis, ...site } = navigation.site;
      const fallback: Record<Part, unknown> = { 'header-tabs': navigation.headerTabs, sidebars: navigation.sidebars, site, sequences };
      return `export default ${JSON.stringify(fallback[part])};\n`;
    },
  };
}

async function titleOf(contentDir: string, route: string): Promise<string> {
  const base = route === '/' ? 'index' : route.slice(1);
  for (const candidate of [`${base}.md`, `${base}/index.md`]) {
    const file = `${PAGES_DIR}/${candidate}`;
    try {
      const { frontmatter } = splitFrontmatter(file, await readFile(path.join(contentDir, file), 'utf8'));
      if (frontmatter) return frontmatter.shortTitle ?? frontmatter.title;
    } catch {
      // try the next candidate
    }
  }
  return route;
}

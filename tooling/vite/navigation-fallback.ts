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

const MODULE_ID = 'virtual:navigation-fallback';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The app's built-in navigation (spec §7: default header tabs, the sidebar config used when a fetch
 * fails, footer data) comes from content/navigation at build time, so it is never written twice.
 */
export function navigationFallbackPlugin(contentDir: string): Plugin {
  return {
    name: 'navigation-fallback',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
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
      const fallback = { headerTabs: navigation.headerTabs, sidebars: navigation.sidebars, site, sequences };
      return `export const navigationFallback = ${JSON.stringify(fallback)};\n`;
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

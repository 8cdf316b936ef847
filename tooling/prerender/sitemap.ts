// sitemap.xml: every route with its lastmod — a news item's day or the doctor's review date (the
// later of the two), else the day the page's file was last committed, else none. Never the build
// time: the same content gives the same file.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageRecord } from '../../common/schema/db.ts';
import { escapeHtml } from './escape.ts';

/** content/pages/<route>.md or <route>/index.md */
function pageFileOf(contentDir: string, route: string): string | undefined {
  const base = path.join(contentDir, 'pages', route === '/' ? 'index' : route.slice(1));
  return [`${base}.md`, path.join(base, 'index.md')].find((file) => existsSync(file));
}

/** the committer date (YYYY-MM-DD) of the last commit that touched the file, if git knows it */
function lastCommitDate(file: string): string | undefined {
  const result = spawnSync('git', ['log', '-1', '--format=%cs', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8' });
  const date = result.status === 0 ? result.stdout.trim() : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

export function sitemapXml(pages: readonly PageRecord[], siteUrl: string, contentDir: string): string {
  const urls = [...pages]
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .map((page) => {
      const dated = [page.date, page.lastReviewed].filter((date) => date !== undefined).sort();
      const file = dated.length > 0 ? undefined : pageFileOf(contentDir, page.route);
      const lastmod = dated.at(-1) ?? (file === undefined ? undefined : lastCommitDate(file));
      return `  <url>\n    <loc>${escapeHtml(`${siteUrl}${page.route}`)}</loc>\n${lastmod === undefined ? '' : `    <lastmod>${lastmod}</lastmod>\n`}  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt with the sitemap's address, once */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const line = `Sitemap: ${siteUrl}/sitemap.xml`;
  const kept = robots.split('\n').filter((entry) => !/^sitemap:/i.test(entry.trim()));
  return `${kept.join('\n').trimEnd()}\n\n${line}\n`;
}

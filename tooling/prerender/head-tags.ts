// What search engines and link previews read in a route's <head>: title, description, canonical,
// Open Graph and Twitter cards. The canonical is the bare route for both /x and /docs/x.
import { escapeHtml } from './escape.ts';

/** the site's link-preview picture (content/public), 1200×630 as the previewers want it */
export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 };

export interface HeadMeta {
  /** what the browser tab shows: "Page — Site", or the site's name alone */
  documentTitle: string;
  title: string;
  description: string;
  /** absolute canonical address */
  canonical: string | undefined;
  siteName: string;
  siteUrl: string;
  type: 'website' | 'article';
  /** false for the not-found page */
  indexable: boolean;
}

/** the same rule as the browser's useDocumentMeta */
export function documentTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} — ${siteName}`;
}

export function headTags(meta: HeadMeta): string {
  const tag = (name: string, content: string, attribute: 'name' | 'property' = 'name') => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.documentTitle)}</title>`,
    tag('description', meta.description),
    meta.canonical === undefined ? undefined : `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    meta.indexable ? undefined : tag('robots', 'noindex'),
    tag('og:title', meta.title, 'property'),
    tag('og:description', meta.description, 'property'),
    tag('og:type', meta.type, 'property'),
    tag('og:locale', 'ru_RU', 'property'),
    tag('og:site_name', meta.siteName, 'property'),
    meta.canonical === undefined ? undefined : tag('og:url', meta.canonical, 'property'),
    tag('og:image', `${meta.siteUrl}${OG_IMAGE.path}`, 'property'),
    tag('og:image:width', String(OG_IMAGE.width), 'property'),
    tag('og:image:height', String(OG_IMAGE.height), 'property'),
    tag('og:image:alt', meta.siteName, 'property'),
    tag('twitter:card', 'summary_large_image'),
  ];
  return lines.filter((line) => line !== undefined).join('\n    ');
}

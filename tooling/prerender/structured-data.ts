// Structured data (schema.org JSON-LD) from content, each fact written once in content/:
// MedicalClinic on / and /contacts (site.yaml and the contact card), BreadcrumbList from the
// breadcrumbs the page shows, MedicalWebPage where a doctor's review date is given, FAQPage for
// pages whose accordions are questions.
import { INLINE_NODE_TYPES, type BlockNode, type InlineNode } from '../../common/schema/ast.ts';
import { plainText } from '../../common/schema/plain-text.ts';
import type { PageRecord } from '../../common/schema/db.ts';
import type { SiteInfo } from '../../common/schema/navigation.ts';
import { OG_IMAGE } from './head-tags.ts';

type JsonLd = Record<string, unknown>;

const INLINE_TYPES = new Set<string>(INLINE_NODE_TYPES);

export interface Crumb {
  title: string;
  /** the route, undefined for a section title that is not a page */
  href: string | undefined;
}

const CLINIC_ROUTES = new Set(['/', '/contacts']);

export function structuredData(page: PageRecord, site: SiteInfo, pages: readonly PageRecord[], crumbs: readonly Crumb[]): JsonLd[] {
  const blocks: JsonLd[] = [];
  if (CLINIC_ROUTES.has(page.route)) blocks.push(medicalClinic(site, pages));
  const breadcrumbs = breadcrumbList(crumbs, site.url);
  if (breadcrumbs !== undefined) blocks.push(breadcrumbs);
  if (page.lastReviewed !== undefined) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      name: page.title,
      description: page.description,
      url: `${site.url}${page.route}`,
      inLanguage: 'ru',
      lastReviewed: page.lastReviewed,
    });
  }
  const faq = faqPage(page.ast);
  if (faq !== undefined) blocks.push(faq);
  return blocks;
}

function medicalClinic(site: SiteInfo, pages: readonly PageRecord[]): JsonLd {
  // "street[, house], town, region" (site.yaml's address, spec §2.11)
  const parts = site.address.split(',').map((part) => part.trim());
  const address =
    parts.length >= 3
      ? {
          '@type': 'PostalAddress',
          streetAddress: parts.slice(0, -2).join(', '),
          addressLocality: parts.at(-2),
          addressRegion: parts.at(-1),
          addressCountry: 'RU',
        }
      : { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'RU' };
  const card = findContactCard(pages.find((page) => page.route === site.addressHref)?.ast ?? []);
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${site.url}/#clinic`,
    name: site.name,
    url: `${site.url}/`,
    image: `${site.url}${OG_IMAGE.path}`,
    telephone: site.phone,
    email: site.email,
    address,
    geo: card?.coordinates === undefined ? undefined : { '@type': 'GeoCoordinates', latitude: card.coordinates.lat, longitude: card.coordinates.lng },
    openingHours: site.openingHours,
    medicalSpecialty: site.medicalSpecialty,
    sameAs: site.social.map((link) => link.href),
  });
}

function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): JsonLd | undefined {
  // every entry but the last must be a page (schema.org ListItem.item): section titles are left out
  const entries = crumbs.filter((crumb, index) => crumb.href !== undefined || index === crumbs.length - 1);
  if (entries.length < 2) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      ...(crumb.href === undefined ? {} : { item: `${siteUrl}${crumb.href.replace(/^\/docs(?=\/|$)/, '')}` }),
    })),
  };
}

/** a page whose accordions ask questions answers them: FAQPage */
function faqPage(ast: readonly BlockNode[]): JsonLd | undefined {
  const questions: { name: string; text: string }[] = [];
  walk(ast, (node) => {
    if (node.type !== 'accordion' || !node.title.trim().endsWith('?')) return;
    const text = blockText(node.children);
    if (text !== '') questions.push({ name: node.title.trim(), text });
  });
  if (questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ name, text }) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } })),
  };
}

function findContactCard(ast: readonly BlockNode[]): Extract<BlockNode, { type: 'contactCard' }>['card'] | undefined {
  let found: Extract<BlockNode, { type: 'contactCard' }>['card'] | undefined;
  walk(ast, (node) => {
    if (found === undefined && node.type === 'contactCard' && node.card.coordinates !== undefined) found = node.card;
  });
  return found;
}

/** every block node of a tree, depth first */
function walk(nodes: readonly unknown[], visit: (node: BlockNode) => void): void {
  for (const node of nodes) {
    if (node === null || typeof node !== 'object') continue;
    if ('type' in node) visit(node as BlockNode);
    for (const value of Object.values(node)) if (Array.isArray(value)) walk(value, visit);
  }
}

/** the words of a part of the page, paragraphs joined by spaces */
function blockText(nodes: readonly unknown[]): string {
  const words: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      const children = node.children;
      // a paragraph, heading or list item's line of inline text reads as one piece
      if (Array.isArray(children) && children.length > 0 && INLINE_TYPES.has((children[0] as { type: string }).type))
        words.push(plainText(children as InlineNode[]));
      else for (const field of Object.values(node)) if (typeof field === 'object') collect(field);
    }
  };
  collect(nodes);
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** drops undefined values and empty lists, so no property is claimed without a value */
function withoutEmpty(data: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== ''));
}

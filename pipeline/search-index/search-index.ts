import type { BlockNode, ListItemNode } from '../../common/schema/ast.ts';
import type { SearchIndexEntry, SearchIndexHeading } from '../../common/schema/db.ts';
import { plainText } from '../transform/transform-inline.ts';

// The site search index: spec §3's search entry (title, description, href) plus, beyond the spec,
// the page's short title where it is not its title (the ranking reads it as a name of the page),
// every h1–h3 heading with its anchor and the visible text of each section, so the app can find a
// word deep in a page and link to the heading above it. Pure: compiled pages in, entries out.

export interface SearchIndexPage {
  route: string;
  title: string;
  description: string;
  shortTitle?: string;
  ast: readonly BlockNode[];
}

/** headings up to this level start a section; deeper ones stay part of their section's text */
const SECTION_LEVEL = 3;

export function buildSearchIndex(pages: readonly SearchIndexPage[]): SearchIndexEntry[] {
  return pages.map(indexPage);
}

function indexPage(page: SearchIndexPage): SearchIndexEntry {
  const intro: string[] = [];
  const headings: { heading: Omit<SearchIndexHeading, 'body'>; parts: string[] }[] = [];
  let current = intro;
  const add = (text: string | undefined) => {
    if (text !== undefined && text.trim() !== '') current.push(text);
  };
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) visitBlock(node);
  };
  const visitItems = (items: readonly ListItemNode[]) => {
    for (const item of items) visit(item.children);
  };

  const visitBlock = (node: BlockNode): void => {
    switch (node.type) {
      case 'heading':
        if (node.level <= SECTION_LEVEL) {
          const parts: string[] = [];
          headings.push({ heading: { text: compact(plainText(node.children)), href: `${page.route}#${node.id}`, level: node.level }, parts });
          current = parts;
        } else add(plainText(node.children));
        return;
      case 'paragraph':
        return add(plainText(node.children));
      case 'code':
        return add(node.value);
      case 'list':
      case 'steps':
      case 'ordinalList':
        return visitItems(node.items);
      case 'blockquote':
        return visit(node.children);
      case 'table':
        for (const cell of [...node.head, ...node.rows.flat()]) add(plainText(cell.children));
        return;
      case 'callout':
      case 'card':
      case 'accordion':
      case 'toggleSection':
        add(node.title);
        return visit(node.children);
      case 'toggleSwitch':
        add(node.label);
        return visit(node.children);
      case 'accordionGroup':
      case 'cardGroup':
        return visit(node.items);
      case 'reviews':
        add(node.title);
        for (const review of node.items) add(`${review.author}: ${review.content}`);
        return;
      case 'services':
        add(node.title);
        for (const card of node.items) add(`${card.title}. ${card.description}`);
        return;
      case 'newsCard':
        return add(`${node.title}. ${node.description}`);
      case 'articles':
        add(node.title);
        for (const article of node.items) add([article.title, article.authors, article.source].filter(Boolean).join('. '));
        return;
      case 'imageFrame':
        return add(node.caption);
      case 'contactCard': {
        const { title, organization, address, phone, email, schedule } = node.card;
        return add([title, organization, address, phone, email, ...(schedule ?? [])].filter(Boolean).join('. '));
      }
      case 'priceRows':
        add(node.title);
        for (const row of node.rows)
          add([row.title, `${formatRoubles(row.price)}${row.unit ? ` ${row.unit}` : ''}`, row.note, ...row.includes].filter(Boolean).join('. '));
        return;
      case 'map':
        return add(node.title);
      case 'formFields':
        return add(node.title);
      case 'timer':
        return add(node.label);
      case 'verifiedBadge':
        return add(node.label);
      // navigation and interactive blocks carry no text of their own
      case 'thematicBreak':
      case 'pagination':
      case 'anketForm':
        return;
      default:
        return assertNever(node);
    }
  };

  visit(page.ast);
  return {
    title: page.title,
    description: page.description,
    href: page.route,
    ...(page.shortTitle === undefined || page.shortTitle === page.title ? {} : { shortTitle: page.shortTitle }),
    body: compact(intro.join(' ')),
    headings: headings.map(({ heading, parts }) => ({ ...heading, body: compact(parts.join(' ')) })),
  };
}

/** one line of text: runs of whitespace (line breaks included) become one space */
function compact(text: string): string {
  // only runs other than one plain space need replacing: matching each single space cost more than the rest of the index
  return text.replace(/[^\S ]\s*|\s{2,}/g, ' ').trim();
}

/** 99000 → "99 000 ₽", with a plain space so a typed "99 000" finds it */
function formatRoubles(price: number): string {
  return `${String(price).replace(/\B(?=(\d{3})+$)/g, ' ')} ₽`;
}

function assertNever(node: never): never {
  throw new Error(`search index: no text rule for block ${JSON.stringify((node as { type: string }).type)}`);
}

import type { EditorConfig } from '../../common/editor/editor-config.ts';
import { factEdit, linkEdit, type Selection, type TextEdit } from './text-format.ts';

// What the link picker of a page's text offers (docs/web-editor.md, «A page's text»): the site's
// pages by their titles and their headings, from the built site's search index — the same
// `GET /api/search-index` under npm start (json-server) and on the deployed site (nginx serves
// dist-data/api/search-index.json) — and the clinic's facts by their Russian names, from the
// editor's form of content/data/clinic.yaml. A link chosen here leads to a page that exists.

export interface LinkTarget {
  /** what the editor reads in the list */
  label: string;
  /** the page a heading is on */
  page?: string;
  group: 'page' | 'fact';
  edit(text: string, selection: Selection): TextEdit;
}

interface IndexedPage {
  title: string;
  href: string;
  headings: { text: string; href: string; level: number }[];
}

/** the facts whose value is an address: a link to them, not their text (pipeline/read/load-facts.ts) */
const LINKED_FACTS: Readonly<Record<string, string>> = { phone: 'phone.link', email: 'email.link' };

export async function loadPageTargets(): Promise<LinkTarget[]> {
  const response = await fetch('/api/search-index', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/search-index answered ${response.status}`);
  const pages = (await response.json()) as IndexedPage[];
  return pages
    .toSorted((a, b) => a.title.localeCompare(b.title, 'ru'))
    .flatMap((page) => [
      { label: page.title, group: 'page' as const, edit: (text: string, selection: Selection) => linkEdit(text, selection, page.href, page.title) },
      ...page.headings
        .filter((heading) => heading.level > 1)
        .map((heading) => ({
          label: heading.text,
          page: page.title,
          group: 'page' as const,
          edit: (text: string, selection: Selection) => linkEdit(text, selection, heading.href, heading.text),
        })),
    ]);
}

/** the facts of content/data/clinic.yaml that a text can name, by the labels of their form */
export function factTargets(config: EditorConfig): LinkTarget[] {
  const files = config.decap.collections.flatMap((collection) => (collection.files as Record<string, unknown>[] | undefined) ?? []);
  const clinic = files.find((file) => String(file.file).endsWith('data/clinic.yaml'));
  const fields = (clinic?.fields as Record<string, unknown>[] | undefined) ?? [];
  return fields
    .filter((field) => field.widget === 'string' || field.widget === 'number' || field.widget === 'text')
    .map((field) => {
      const name = String(field.name);
      const link = LINKED_FACTS[name];
      return {
        label: String(field.label ?? name),
        group: 'fact' as const,
        edit: (text: string, selection: Selection) =>
          link === undefined ? factEdit(selection, name) : linkEdit(text, selection, `{{${link}}}`, `{{${name}}}`),
      };
    });
}

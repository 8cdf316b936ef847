import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../../common/schema/ast.ts';
import type { PageRecord } from '../../../common/schema/db.ts';
import type { SiteInfo } from '../../../common/schema/navigation.ts';
import { structuredData } from '../../../tooling/prerender/structured-data.ts';
import { robotsWithSitemap, sitemapXml } from '../../../tooling/prerender/sitemap.ts';
import { jsonLdProblems } from '../../e2e/support/json-ld.ts';
import { vocabularyProblems } from '../../../testing/json-ld-vocabulary.ts';

// JSON-LD and the sitemap from content: each type only where content gives its facts.

const site: SiteInfo = {
  name: 'Клиника',
  address: 'Молдавская улица, 50, Искитим, Новосибирская область',
  addressHref: '/contacts',
  email: 'info@clinic.example',
  phone: '+79990000000',
  phoneDisplay: '+7 999 000-00-00',
  social: [],
  url: 'https://clinic.example',
  openingHours: ['Mo-Fr 09:00-18:00'],
  formsRetentionDays: 30,
  healthDataBasis: 'medical-exception',
  medicalSpecialty: ['Neurologic'],
};

const text = (value: string): BlockNode => ({ type: 'paragraph', children: [{ type: 'text', value }] });

function page(route: string, ast: BlockNode[], extra: Partial<PageRecord> = {}): PageRecord {
  return {
    id: route.slice(1) || 'index',
    route,
    title: `Страница ${route}`,
    description: 'Описание.',
    shortTitle: 'Страница',
    headings: [],
    ast,
    hash: 'h',
    ...extra,
  };
}

const contacts = page('/contacts', [
  {
    type: 'contactCard',
    variant: 'card',
    card: { title: 'Клиника', organization: 'Клиника', address: 'Адрес', coordinates: { lat: 54.6, lng: 83.3 } },
  } as BlockNode,
]);

describe('structured data', () => {
  it('MedicalClinic on the contacts page, from site.yaml and the contact card, valid for its type', () => {
    const [clinic] = structuredData(contacts, site, [contacts], []);
    expect(clinic).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Клиника',
      telephone: '+79990000000',
      geo: { '@type': 'GeoCoordinates', latitude: 54.6, longitude: 83.3 },
      address: { streetAddress: 'Молдавская улица, 50', addressLocality: 'Искитим', addressRegion: 'Новосибирская область' },
    });
    expect(jsonLdProblems(clinic)).toEqual([]);
  });

  it("MedicalWebPage only where a doctor's review date is given", () => {
    const reviewed = page('/services/x', [text('Текст.')], { lastReviewed: '2026-05-14' });
    const blocks = structuredData(reviewed, site, [reviewed, contacts], []);
    expect(blocks).toEqual([expect.objectContaining({ '@type': 'MedicalWebPage', lastReviewed: '2026-05-14', url: 'https://clinic.example/services/x' })]);
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
    expect(structuredData(page('/services/y', [text('Текст.')]), site, [contacts], [])).toEqual([]);
  });

  it('speaks schema.org vocabulary in every type it makes, the ones the content does not publish yet too', async () => {
    const reviewed = page('/contacts', contacts.ast, { lastReviewed: '2026-05-14' });
    const crumbs = [
      { title: 'Главная', href: '/' },
      { title: 'Контакты', href: undefined },
    ];
    const blocks = structuredData(reviewed, { ...site, medicalSpecialty: ['Neurologic', 'Physiotherapy', 'LaboratoryScience'] }, [reviewed], crumbs);
    expect(blocks.map((block) => block['@type'])).toEqual(['MedicalClinic', 'BreadcrumbList', 'MedicalWebPage']);
    expect(await vocabularyProblems(blocks.map((block) => ({ where: String(block['@type']), block })))).toEqual([]);
  });

  it('FAQPage from accordions whose titles are questions, the answer as plain text', () => {
    const faq = page('/faq', [
      {
        type: 'accordion',
        title: 'Сколько длится курс?',
        open: false,
        children: [
          text('Две-три '),
          {
            type: 'paragraph',
            children: [
              { type: 'strong', children: [{ type: 'text', value: 'недели' }] },
              { type: 'text', value: '.' },
            ],
          },
        ],
      },
      { type: 'accordion', title: 'Что взять с собой', open: false, children: [text('Документы.')] },
    ] as BlockNode[]);
    const [block] = structuredData(faq, site, [faq], []);
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Сколько длится курс?', acceptedAnswer: { '@type': 'Answer', text: 'Две-три недели.' } }],
    });
    expect(jsonLdProblems(block)).toEqual([]);
  });

  it('BreadcrumbList from the breadcrumbs shown: section titles that are no page are left out', () => {
    const research = page('/research/x', [text('Текст.')]);
    const [list] = structuredData(
      research,
      site,
      [research],
      [
        { title: 'Деятельность', href: undefined },
        { title: 'Научные работы', href: '/docs/research' },
        { title: 'Статья', href: undefined },
      ],
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Научные работы', item: 'https://clinic.example/research' },
        { '@type': 'ListItem', position: 2, name: 'Статья' },
      ],
    });
    expect(jsonLdProblems(list)).toEqual([]);
  });

  it('the check itself fails on a missing property and an empty value', () => {
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'MedicalWebPage', name: '', url: 'https://x' })).toEqual([
      '$ (MedicalWebPage): no lastReviewed',
      '$.name: empty text',
    ]);
  });
});

describe('sitemap', () => {
  it('dates a page by its review, never by the build, and robots.txt points at it once', () => {
    const xml = sitemapXml([page('/b', [], { lastReviewed: '2026-05-14' }), page('/a', [])], 'https://clinic.example', '/no-such-content');
    expect(xml).toContain('<loc>https://clinic.example/a</loc>\n  </url>');
    expect(xml).toContain('<loc>https://clinic.example/b</loc>\n    <lastmod>2026-05-14</lastmod>');
    expect(xml.indexOf('/a<')).toBeLessThan(xml.indexOf('/b<'));
    const robots = robotsWithSitemap(robotsWithSitemap('User-agent: *\nAllow: /\n', 'https://clinic.example'), 'https://clinic.example');
    expect(robots.match(/Sitemap:/g)).toHaveLength(1);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOCKS } from '../../pipeline/index.ts';

// A seeded content folder of any size using every block, valid as a whole: for the kill-mid-build
// test, the watch test and the benchmarks. The same seed gives the same bytes.

/** block examples with their links pointed at pages and files this corpus has */
const BLOCK_EXAMPLES = BLOCKS.map((block) =>
  block.example
    .replace(/(href[=:]\s*|articleUrl:\s*)\/[\w/-]*/g, '$1/')
    .replace(/\/images\/[\w/.-]+/g, '/images/sample.svg')
    .replace(/\/files\/[\w.-]+/g, '/files/sample.pdf'),
);

const WORDS =
  'лечение реабилитация ребёнок невролог диагностика курс семья движение речь развитие терапия врач приём анализ режим сон питание занятие инструктор массаж'.split(
    ' ',
  );

export interface CorpusOptions {
  pages: number;
  seed?: number;
  /** paragraphs of prose per section */
  paragraphs?: number;
}

export async function generateCorpus(dir: string, options: CorpusOptions): Promise<{ bytes: number }> {
  const random = mulberry32(options.seed ?? 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(WORDS));
    return `${words.join(' ').replace(/^./, (letter) => letter.toUpperCase())}.`;
  };
  let bytes = 0;
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await writeNavigation(dir);
  for (let index = 0; index < options.pages; index++) {
    const next = `/p${(index + 1) % options.pages}`;
    const sections: string[] = [];
    for (let section = 0; section < 4; section++) {
      sections.push(`## Раздел ${section + 1}: ${pick(WORDS)}`);
      for (let paragraph = 0; paragraph < (options.paragraphs ?? 3); paragraph++) {
        sections.push(`${sentence()} **${pick(WORDS)}** ${sentence()} [Далее](${next}#раздел-1-${pick(WORDS)}) ${sentence()}`.replace(/#раздел-1-\S+\)/, ')'));
      }
      sections.push(BLOCK_EXAMPLES[(index * 4 + section) % BLOCK_EXAMPLES.length]!);
    }
    // each page links to the next, so a chain from the home page reaches them all; that a page
    // rewritten by a test cuts the chain is no concern of the corpus (orphan: reachable-pages.ts)
    const text = `---\ntitle: Страница ${index}\ndescription: ${sentence()}\norphan: true\n---\n\n${sections.join('\n\n')}\n`;
    bytes += Buffer.byteLength(text);
    await writeFile(path.join(dir, 'pages', `p${index}.md`), text);
  }
  // the home page, which navigation points at: the pages link on from the first, each to the next
  await writeFile(path.join(dir, 'pages', 'index.md'), '---\ntitle: Главная\ndescription: Главная.\n---\n\n## Главная\n\n[Первая страница](/p0)\n');
  // the news the news blocks list (pipeline/read/load-news.ts)
  await mkdir(path.join(dir, 'pages', 'news'), { recursive: true });
  await writeFile(
    path.join(dir, 'pages', 'news', 'first.md'),
    '---\ntitle: Новость\ndescription: Новость клиники.\ndate: 2020-01-15\npicture:\n  src: /images/sample.svg\n  alt: Рисунок\n---\n\nТекст новости.\n',
  );
  return { bytes };
}

async function writeNavigation(dir: string): Promise<void> {
  const navigation = path.join(dir, 'navigation');
  await mkdir(navigation, { recursive: true });
  await mkdir(path.join(dir, 'public', 'images'), { recursive: true });
  await mkdir(path.join(dir, 'public', 'files'), { recursive: true });
  await writeFile(path.join(dir, 'public', 'images', 'sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"/>');
  await writeFile(path.join(dir, 'public', 'files', 'sample.pdf'), '%PDF-1.4\n%%EOF\n');
  const sidebar = 'sections:\n    - title: Раздел\n      items:\n        - title: Главная\n          href: /\n';
  await writeFile(path.join(navigation, 'header-tabs.yaml'), 'tabs:\n  - title: Главная\n    href: /\n');
  await writeFile(path.join(navigation, 'sidebars.yaml'), ['main', 'services', 'prices', 'promotions'].map((id) => `${id}:\n  ${sidebar}`).join(''));
  await writeFile(path.join(navigation, 'sequences.yaml'), 'sequences:\n  - id: main\n    routes:\n      - /\n');
  await writeFile(path.join(navigation, 'site.yaml'), 'addressHref: /\nurl: https://clinic.example\n');
  await mkdir(path.join(dir, 'data'), { recursive: true });
  await writeFile(
    path.join(dir, 'data', 'clinic.yaml'),
    [
      'name: Клиника',
      'organization: Клиника в городе',
      'legalName: ООО «Клиника»',
      'address: Адрес',
      'phone: +7 999 000-00-00',
      'email: a@example.ru',
      'hoursWeekdays: 9:00–18:00',
      'hoursSaturday: 9:00–14:00',
      'inpatientHours: круглосуточно',
      'social: []',
      'secondAttendantPrice: 2000',
      'diagnosticPackagePrice: 99000',
      'diagnosticPackageInjectionsPrice: 9000',
      'ogrn: "1025400000000"',
      'inn: "5400000000"',
      'pdOperatorNumber: 54-26-001234',
      'hostingProvider: Хостинг',
      'hostingCountry: Россия',
      'healthDataBasis: medical-exception',
      'formService: Формы',
      'formServiceCountry: Россия',
      'formServiceHost: forms.example.com',
      '',
    ].join('\n'),
  );
  // the data the law asks the site to publish, which the data blocks show (pipeline/read/load-clinic-data.ts)
  for (const [file, text] of Object.entries(CLINIC_DATA)) {
    await mkdir(path.dirname(path.join(dir, 'data', file)), { recursive: true });
    await writeFile(path.join(dir, 'data', file), text);
  }
}

const CLINIC_DATA: Record<string, string> = {
  'organization.yaml':
    'registrationDate: 15.03.2010\nregistrar: Инспекция\nfounders: [Учредитель]\nstructure: [Стационар]\nhead:\n  name: Руководитель\n  position: директор\n  reception:\n    вт: 14:00–16:00\nworkConditions: Оценка проведена.\n',
  'licence.yaml': 'number: Л041\ndate: 01.02.2020\nissuer: ministry\nworks: [neurology]\n',
  'supervisors.yaml':
    'bodies:\n  - id: ministry\n    name: Орган\n    role: надзор\n    address: Адрес\n    phone: +7 383 200-00-01\n    site: https://example.gov.ru\n',
  'free-care.yaml':
    'participatesInOms: false\nfederal:\n  title: Программа\n  href: https://example.gov.ru/p\nregional:\n  title: Территориальная программа\n  href: https://example.gov.ru/t\n',
  'patients.yaml':
    'rights: [право]\nduties: [обязанность]\ninternalRules: [правило]\naccessibility: [условие]\npaidServicesRules: правила\npaidServices: [сведение]\n',
  'vacancies.yaml': 'vacancies: []\n',
  'staff/worker.yaml':
    'name: Работник\nposition: врач\nspecialty: неврология\neducation:\n  - level: высшее\n    institution: Университет\n    year: 2005\n    specialty: лечебное дело\naccreditations:\n  - kind: аккредитация\n    specialty: неврология\n    date: 10.06.2022\n    validUntil: 09.06.2027\nexperienceSince: 2007\nschedule:\n  пн: 9:00–15:00\n',
};

/** a small deterministic PRNG */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

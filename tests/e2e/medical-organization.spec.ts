import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app-started.ts';
import { testBuildFacts } from '../../testing/build/test-build.ts';
import { loadClinicData, type ClinicData } from '../../pipeline/read/load-clinic-data.ts';

// «Сведения о медицинской организации»: reached from the footer of every page, in the prerendered
// HTML too, listed in the sitemap; its values are the clinic's facts and data (content/data/),
// not text written into the page. The build under test is the one playwright.config.ts serves;
// the facts are those it was built with (testing/build/test-build.ts), the data the content's.

// read once the web server has made sure the build is there
let facts: Record<string, string>;
let licence: NonNullable<ClinicData['values']['licence']>;
// the licence's issuer: a supervisor's record, named by its id
let issuer: NonNullable<ClinicData['values']['supervisors']>['bodies'][number];
let staff: NonNullable<ClinicData['values']['staff']>;
test.beforeAll(async () => {
  facts = testBuildFacts();
  const { data } = await loadClinicData(path.resolve(import.meta.dirname, '../../content'));
  licence = data.values.licence!;
  issuer = data.values.supervisors!.bodies.find((body) => body.id === licence.issuer)!;
  staff = data.values.staff!;
});
const fact = (name: string) => facts[name]!;
const TITLE = 'Сведения о медицинской организации';

test('the footer of every kind of page leads to the page, which shows the facts', async ({ page }) => {
  for (const route of ['/', '/services/method-1', '/prices/price-list', '/privacy-policy']) {
    await page.goto(route);
    const link = page.getByRole('contentinfo').getByRole('link', { name: TITLE });
    await expect(link, route).toHaveAttribute('href', '/medical-organization');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/medical-organization$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const main = page.getByRole('main');
  for (const [label, name] of [
    ['Полное наименование', 'legalName'],
    ['ОГРН', 'ogrn'],
    ['ИНН', 'inn'],
  ] as const) {
    await expect(main.getByRole('row', { name: new RegExp(`^${label} `) })).toContainText(fact(name));
  }
  for (const [label, value] of [
    ['Номер лицензии', licence.number],
    ['Дата выдачи', licence.date],
    ['Кем выдана', issuer.name],
    ['Адрес органа, выдавшего лицензию', issuer.address],
  ] as const) {
    await expect(main.getByRole('row', { name: new RegExp(`^${label} `) })).toContainText(value);
  }
  await expect(main.getByRole('row', { name: /^Телефон органа, выдавшего лицензию / }).getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${issuer.phone.replace(/\D/g, '')}`,
  );
  await expect(main.getByRole('row', { name: /^Телефон \+/ }).getByRole('link')).toHaveAttribute('href', `tel:+${fact('phone').replace(/\D/g, '')}`);
  await expect(main.getByRole('row', { name: /^Электронная почта / }).getByRole('link')).toHaveAttribute('href', `mailto:${fact('email')}`);
  await expect(main.getByRole('heading', { name: 'Контролирующие органы' })).toBeVisible();
  await expect(main.getByText(/Росздравнадзор/).first()).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Росздравнадзор' }).getByRole('link', { name: /^\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
  await expect(main.getByRole('heading', { name: 'Права пациентов' })).toBeVisible();
  await expect(main.getByRole('cell', { name: `пн–пт ${fact('hoursWeekdays')}` }).first()).toBeVisible();
});

test('every medical worker of the collection is on «О клинике» and in the legal page’s table, and both pages pass axe', async ({ page }) => {
  await page.goto('/about');
  const cards = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3, name: staff[0]!.name }) });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(staff.map((member) => member.name));
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/medical-organization');
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Работник' }) });
  await expect(table.getByRole('row')).toHaveCount(staff.length + 1);
  const first = table.getByRole('row', { name: new RegExp(`^${staff[0]!.name}`) });
  await expect(first.getByRole('cell').nth(1)).toContainText(staff[0]!.education[0]!.institution);
  await expect(first.getByRole('cell').nth(2)).toContainText('действует до');
  await expect(first.getByRole('cell').nth(4)).toContainText(/пн/);
  expect(await seriousViolations(page)).toEqual([]);
});

async function seriousViolations(page: Page): Promise<string[]> {
  // lazy blocks replace their skeletons first
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered footer carries the link, and the page itself is prerendered', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: TITLE })).toHaveAttribute('href', '/medical-organization');
    const response = await page.goto('/medical-organization');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole('main').getByText(fact('legalName'))).toBeVisible();
  });
});

test('the sitemap lists the page; the header tabs and sidebars do not', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/medical-organization<\/loc>/);
  for (const resource of [
    '/api/header-tabs',
    '/api/sidebar',
    '/api/sidebar?section=services',
    '/api/sidebar?section=prices',
    '/api/sidebar?section=promotions',
  ]) {
    expect(await (await request.get(resource)).text(), resource).not.toContain('/medical-organization');
  }
  // outside every sidebar, like the privacy policy: no breadcrumbs, no previous/next
  await page.goto('/medical-organization');
  // once the app has taken the page over
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('navigation', { name: 'Хлебные крошки' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Соседние страницы' })).toHaveCount(0);
});

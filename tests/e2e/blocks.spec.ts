import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The content blocks of spec §2.13 on real pages, through npm start's stack, on desktop and phone.

const MAP_HOST = /(^|\.)yandex\.(ru|com)$/;
const isMapRequest = (url: string) => MAP_HOST.test(new URL(url).hostname);

/** counts open-callback events, the way every part of the site opens the callback modal (spec §2.6) */
async function countCallbackEvents(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { callbackEvents: number }).callbackEvents = 0;
    window.addEventListener('open-callback', () => {
      (window as unknown as { callbackEvents: number }).callbackEvents += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { callbackEvents: number }).callbackEvents);
}

test.describe('/accordion-example', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/accordion-example');
    await expect(page.getByRole('heading', { level: 1, name: 'Пример аккордеона' })).toBeVisible();
  });

  test('a single accordion: {open} starts open, a click toggles it', async ({ page }) => {
    const open = page.getByRole('button', { name: 'Сколько длится курс лечения?' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Сколько длится курс лечения?' })).toContainText('от двух до трёх недель');
    const closed = page.getByRole('button', { name: 'Можно ли приехать без направления?' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await closed.click();
    await expect(closed).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Да, направление не нужно.')).toBeVisible();
    // a single accordion is independent of the others
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await closed.click();
    await expect(page.getByText('Да, направление не нужно.')).toBeHidden();
  });

  test('a group keeps one open at a time and a click outside closes all', async ({ page }) => {
    const first = page.getByRole('button', { name: 'Что взять с собой?' });
    const second = page.getByRole('button', { name: 'Может ли с ребёнком поехать второй взрослый?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Проживание второго сопровождающего стоит 2 000 ₽ в сутки')).toBeVisible();

    // a click inside the open panel keeps it open
    await page.getByText('Проживание второго сопровождающего стоит 2 000 ₽ в сутки').click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('heading', { level: 1, name: 'Пример аккордеона' }).click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click below an open group still reaches what it was aimed at', async ({ page }) => {
    const inGroup = page.getByRole('button', { name: 'Что входит в диагностический пакет?' });
    await inGroup.click();
    await expect(inGroup).toHaveAttribute('aria-expanded', 'true');
    const toggle = page.getByRole('button', { name: 'Что делать, если ребёнок заболел перед поездкой' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(inGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Позвоните координатору: мы перенесём даты.')).toBeVisible();
  });

  test('every toggle works from the keyboard and names the panel it controls', async ({ page }) => {
    for (const name of ['Что взять с собой?', 'Что делать, если ребёнок заболел перед поездкой', 'Показать подсказку для первой поездки']) {
      const button = page.getByRole('button', { name });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const controls = await button.getAttribute('aria-controls');
      await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`[id="${controls}"]`)).toBeHidden();
    }
  });

  test('the toggle switch shows its hint', async ({ page }) => {
    await page.getByRole('button', { name: 'Показать подсказку для первой поездки' }).click();
    await expect(page.getByText('Приезжайте в первой половине дня')).toBeVisible();
  });
});

test.describe('/reviews', () => {
  test('two reviews, then all ten, then two again', async ({ page }) => {
    await page.goto('/reviews');
    const section = page.getByRole('region', { name: 'Отзывы родителей и пациентов' });
    await expect(section.getByRole('article')).toHaveCount(2);
    const button = section.getByRole('button', { name: 'Показать все отзывы (10)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(section.getByRole('article')).toHaveCount(10);
    await expect(section.getByRole('button', { name: 'Скрыть отзывы' })).toHaveAttribute('aria-expanded', 'true');
    await section.getByRole('button', { name: 'Скрыть отзывы' }).click();
    await expect(section.getByRole('article')).toHaveCount(2);
  });

  test('a long review is cut, with «Читать далее» / «Свернуть»; dates in Russian; the verified badge', async ({ page }) => {
    await page.goto('/reviews');
    const first = page.getByRole('region', { name: 'Отзывы родителей и пациентов' }).getByRole('article').first();
    await expect(first.getByText('18 апреля 2024 г.')).toHaveAttribute('datetime', '2024-04-18');
    await expect(first.getByRole('img', { name: 'Значок «Проверено»' })).toBeVisible();
    const tail = 'медсёстры всегда подходят, если что-то нужно';
    await expect(first.getByText(tail, { exact: false })).toHaveCount(0);
    await first.getByRole('button', { name: 'Читать далее' }).click();
    await expect(first.getByText(tail, { exact: false })).toBeVisible();
    await first.getByRole('button', { name: 'Свернуть' }).click();
    await expect(first.getByText(tail, { exact: false })).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Читать далее' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('/contacts', () => {
  test('the map service is not contacted before «Показать на карте»; then the map loads at zoom 16', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // never leave the machine: the widget is answered here
    await page.route(
      (url) => MAP_HOST.test(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Карта</title>' }),
    );

    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    const button = page.getByRole('button', { name: /^(Показать на карте|Скрыть карту)$/ });
    await expect(button).toHaveText('Показать на карте');
    await button.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isMapRequest)).toEqual([]);
    expect(requests.filter((url) => url.includes('map-frame'))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await button.click();
    const frame = page.locator('iframe[title="Карта: Неврологическая клиника — Молдавская улица, 50, Искитим"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', 'https://yandex.ru/map-widget/v1/?ll=83.3054,54.6366&z=16&pt=83.3054,54.6366,pm2rdm');
    await expect.poll(() => requests.filter(isMapRequest).length).toBeGreaterThan(0);
    await expect(button).toHaveText('Скрыть карту');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await button.click();
    await expect(button).toHaveText('Показать на карте');
    await expect(frame).toBeHidden();
  });

  test('the contact card shows photo, organisation, address, phone, e-mail and schedule', async ({ page }) => {
    await page.goto('/contacts');
    const card = page.getByRole('region', { name: 'Неврологическая клиника', exact: true });
    await expect(card.getByRole('img', { name: /здание клиники/i })).toBeVisible();
    await expect(card.getByText('Неврологическая клиника в Искитиме')).toBeVisible();
    await expect(card.getByText('Молдавская улица 50, Искитим, Новосибирская область')).toBeVisible();
    await expect(card.getByRole('link', { name: '+7 999 000-00-00' })).toHaveAttribute('href', 'tel:+79990000000');
    await expect(card.getByRole('link', { name: 'info@example.ru' })).toHaveAttribute('href', 'mailto:info@example.ru');
    await expect(card.getByText('Стационар: круглосуточно')).toBeVisible();
  });

  test('FormFields sends nothing: «Отправить» opens the callback modal and keeps what was typed', async ({ page }) => {
    const callbackEvents = await countCallbackEvents(page);
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Задайте вопрос клинике' });
    await expect(form.getByText('Эта форма ничего не отправляет сама.', { exact: false })).toBeVisible();
    await form.getByLabel('Электронная почта').fill('maria@example.ru');
    await form.getByLabel('Телефон').fill('+7 999 123-45-67');
    await form.getByLabel('Вопрос').fill('Можно ли приехать в июле?');
    await page.waitForLoadState('networkidle');

    const sent: string[] = [];
    page.on('request', (request) => {
      const local = new URL(request.url()).hostname === '127.0.0.1';
      if (request.method() !== 'GET' || !local) sent.push(`${request.method()} ${request.url()}`);
    });
    const urlBefore = page.url();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(callbackEvents).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Ваш вопрос не отправлен' })).toBeVisible();
    expect(sent).toEqual([]);
    expect(page.url()).toBe(urlBefore);
    await expect(form.getByLabel('Электронная почта')).toHaveValue('maria@example.ru');
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 999 123-45-67');
    await expect(form.getByLabel('Вопрос')).toHaveValue('Можно ли приехать в июле?');
  });

  test('«Просто свяжитесь с нами.» in a callout opens the callback modal', async ({ page }) => {
    const callbackEvents = await countCallbackEvents(page);
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Просто свяжитесь с нами.' }).click();
    await expect.poll(callbackEvents).toBe(1);
  });
});

test.describe('/research', () => {
  test('two articles, then all with «Показать все статьи (3)»; PDF links reach their files', async ({ page, request }) => {
    await page.goto('/research');
    const section = page.getByRole('region', { name: 'Материалы врачей клиники' });
    await expect(section.getByRole('article')).toHaveCount(2);
    await section.getByRole('button', { name: 'Показать все статьи (3)' }).click();
    await expect(section.getByRole('article')).toHaveCount(3);
    const pdfs = section.getByRole('link', { name: /^PDF/ });
    await expect(pdfs).toHaveCount(3);
    for (const href of await pdfs.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      expect(href).toMatch(/^\/files\/.+\.pdf$/);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
    }
    await section.getByRole('button', { name: 'Скрыть статьи' }).click();
    await expect(section.getByRole('article')).toHaveCount(2);
  });

  test('an article title leads to its page', async ({ page }) => {
    await page.goto('/research');
    await page.getByRole('link', { name: 'Макрофаги M2 в комплексном лечении детского церебрального паралича' }).first().click();
    await expect(page).toHaveURL(/\/research\/m2-macrophages-cerebral-palsy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Макрофаги M2');
  });
});

test.describe('/services/treatment-methods', () => {
  test('six cards, then all eleven with «Показать все услуги (11)»; the «Часто выбирают» badge', async ({ page }) => {
    await page.goto('/services/treatment-methods');
    const section = page.getByRole('region', { name: 'Методы и программы лечения' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(section.getByText('Часто выбирают')).toHaveCount(2);
    const button = section.getByRole('button', { name: 'Показать все услуги (11)' });
    await button.click();
    await expect(cards).toHaveCount(11);
    await expect(section.getByRole('button', { name: 'Скрыть услуги' })).toHaveAttribute('aria-expanded', 'true');
    await section.getByRole('button', { name: 'Скрыть услуги' }).click();
    await expect(cards).toHaveCount(6);
  });

  test('a card leads to its service page', async ({ page }) => {
    await page.goto('/services/treatment-methods');
    await page.getByRole('link', { name: 'Комплексное лечение ДЦП' }).click();
    await expect(page).toHaveURL(/\/services\/complex-cerebral-palsy-treatment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('accessibility of the blocks (axe), light and dark', () => {
  for (const path of ['/accordion-example', '/reviews', '/contacts', '/research', '/services/treatment-methods']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} in the ${colorScheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // open what can be opened, so the hidden states are checked too
        for (const name of [/^Показать все/, 'Читать далее']) {
          const buttons = page.getByRole('button', { name });
          if ((await buttons.count()) > 0) await buttons.first().click();
        }
        const results = await new AxeBuilder({ page }).include('article').analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});

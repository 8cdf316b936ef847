import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../server/forms/inbox/accounts/totp.ts';
import { previewInboxUrl, previewReceiverDir } from '../../testing/preview-receiver.ts';
import { fillAnket } from './support/anket-form.ts';

// The coordinators' inbox in Chromium, end to end: a questionnaire sent from /anket of the
// production build appears in the inbox of the receiver that stored it, is opened, marked done and
// printed by a coordinator; the administrator's audit log shows each step. Every inbox page passes
// axe's WCAG 2.2 AA rules with no violation at all, on the desktop and on a phone.

const API_PORT = Number(process.env.E2E_API_PORT ?? 3273);
const INBOX = previewInboxUrl(API_PORT);

interface Account {
  login: string;
  password: string;
  totpSecret?: string;
}

function account(role: 'coordinator' | 'admin'): Account {
  const file = path.join(previewReceiverDir(API_PORT), 'inbox-accounts.json');
  const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as { accounts: (Account & { role: string })[] };
  return accounts.find((each) => each.role === role)!;
}

async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

async function logIn(page: Page, who: Account, code = ''): Promise<void> {
  await page.goto(`${INBOX}/`);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников клиники' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill(who.login);
  await page.getByLabel('Пароль').fill(who.password);
  if (code) await page.getByLabel('Код из приложения-аутентификатора').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('a questionnaire from /anket is opened, marked done and printed in the inbox; the audit log shows each step', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the inbox and its accounts are the preview server’s');
  test.setTimeout(120_000);

  // a family sends the questionnaire on the production build
  await page.goto('/anket');
  await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
  const anket = await fillAnket(page);
  await anket.getByRole('checkbox', { name: /согласен/ }).check();
  await anket.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect(page.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' })).toBeVisible();

  // without a session: the login page, and nothing else
  await page.goto(`${INBOX}/`);
  expect(await wcagViolations(page), 'login page').toEqual([]);
  // by keyboard: the skip link first, then the login fields
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'К содержанию' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Имя пользователя')).toBeFocused();

  const coordinator = account('coordinator');
  await logIn(page, coordinator);
  await expect(page.getByRole('heading', { name: 'Заявки и анкеты' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'ребёнок: Иванов Пётр Сергеевич' }).first();
  await expect(row).toBeVisible();
  expect(await wcagViolations(page), 'list').toEqual([]);
  const reference = (await row.getByRole('link').textContent())!;
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { name: `Анкета ${reference}` })).toBeVisible();
  await expect(page.getByText('ДЦП, спастическая диплегия')).toBeVisible();
  expect(await wcagViolations(page), 'submission').toEqual([]);
  await page.getByRole('group', { name: 'Статус' }).getByRole('radio', { name: 'Готово' }).check();
  await page.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(page.getByRole('status')).toHaveText('Статус сохранён.');
  await expect(page.getByText('Статус: Готово', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Распечатать' }).click();
  await expect(page.getByRole('heading', { name: `Анкета ${reference}` })).toBeVisible();
  // the inbox's one script ran under its Content-Security-Policy: the print button shows
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  expect(await wcagViolations(page), 'print page').toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Печать' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // a phone: the queue is readable without sideways scrolling
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const phonePage = await phone.newPage();
  await logIn(phonePage, coordinator);
  await expect(phonePage.getByRole('link', { name: reference })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await wcagViolations(phonePage), 'list on a phone').toEqual([]);
  await phone.close();

  // the administrator reads the audit log
  await page.goto(`${INBOX}/`);
  await page.getByRole('button', { name: 'Выйти' }).click();
  const admin = account('admin');
  await logIn(page, admin, totpCode(admin.totpSecret!, Date.now()));
  await page.getByRole('link', { name: 'Журнал доступа' }).click();
  await expect(page.getByRole('heading', { name: 'Журнал доступа' })).toBeVisible();
  for (const action of ['просмотр заявки', 'смена статуса', 'печать']) {
    await expect(page.getByRole('row').filter({ hasText: reference }).filter({ hasText: action }).filter({ hasText: coordinator.login }).first()).toBeVisible();
  }
  expect(await wcagViolations(page), 'audit log').toEqual([]);
});

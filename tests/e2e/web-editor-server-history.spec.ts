import { expect, test, type Page } from '@playwright/test';
import { SWEEP } from './support/sweep.ts';
import { totpCode } from '../../server/forms/inbox/accounts/totp.ts';
import { readAudit } from '../../server/forms/inbox/audit/audit-log.ts';
import { startEditorStack, type EditorStack } from '../../testing/editor-stack.ts';

// «История правок» in the deployed editor (docs/web-editor.md, «An entry's history»;
// testing/editor-stack.ts): an editor publishes a change of «О клинике», finds both versions in the
// history — the publication under her own name — and brings the older one back: it becomes the
// entry's draft, shown in the form after the page loads anew, checked like any save, in the audit
// log as `editor_restore`, and the site's branch keeps the publication until «Опубликовать».

let stack: EditorStack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  test.setTimeout(300_000);
  stack = await startEditorStack();
  const anna = stack.editors[0];
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${stack.url}/admin/`);
  await page.getByLabel('Имя пользователя').fill(anna.login);
  await page.getByLabel('Пароль').fill(anna.password);
  await page.getByLabel('Код из приложения-аутентификатора').fill(totpCode(anna.totpSecret!, Date.now()));
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('link', { name: 'Страницы' })).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page?.context().close();
  await stack?.close();
});

const checkPanel = () => page.getByRole('region', { name: 'Проверка сайта' });

async function openAbout(): Promise<void> {
  await page.goto(`${stack.url}/admin/#/collections/pages`);
  await page.getByRole('main').getByRole('heading', { name: 'О клинике', exact: true }).click();
  await expect(page.getByLabel(/^Текст страницы/)).toBeVisible();
}

test(
  'a published version brought back becomes a checked draft, and the site keeps the publication meanwhile',
  { tag: SWEEP },
  async ({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: the stack is this file’s');
    test.setTimeout(600_000);
    const anna = stack.editors[0];
    const original = stack.mainFile('content/pages/about.md');
    await openAbout();
    const box = page.getByLabel(/^Текст страницы/);
    const before = await box.inputValue();
    await box.click();
    await box.press('Control+End');
    await page.keyboard.type('\nКлиника принимает без выходных.\n', { delay: 10 });
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(checkPanel().getByRole('status')).toHaveText(/^Черновик сохранён\. Проверка прошла/, { timeout: 180_000 });
    await page.getByRole('button', { name: /татус:/ }).click();
    await page.getByRole('menuitem', { name: 'Одобрен' }).click();
    await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click();
    await expect.poll(() => stack.mainFile('content/pages/about.md'), { timeout: 180_000 }).toContain('без выходных');

    await openAbout();
    await page.getByRole('button', { name: 'История правок' }).click();
    const panel = page.getByRole('region', { name: 'История правок' });
    const versions = panel.getByRole('list', { name: 'Версии записи, сначала новые' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText(`${anna.displayName}Правка`);
    const when = (await versions.nth(1).textContent())!.slice(0, 16);
    expect(when).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    await versions
      .nth(1)
      .getByRole('button', { name: `Показать версию от ${when}: Разработчик, Создание` })
      .click();
    await expect(panel.getByLabel(`Текст версии от ${when}`)).not.toContainText('без выходных');
    await panel.getByRole('button', { name: 'Вернуть эту версию' }).click();

    // the draft, in the form after the page loaded anew, and its check
    await expect(panel.getByRole('status').first()).toHaveText(`Версия от ${when} возвращена черновиком. На сайте она будет после проверки и «Опубликовать».`);
    await expect(page.getByLabel(/^Текст страницы/)).toHaveValue(before);
    await expect(checkPanel().getByRole('status')).toHaveText(/^Черновик сохранён\. Проверка прошла/, { timeout: 180_000 });
    expect(stack.mainFile('content/pages/about.md')).toContain('без выходных');
    expect(stack.mainFile('content/pages/about.md')).not.toBe(original);
    const restore = (await readAudit(stack.db, { limit: 50 })).find((entry) => entry.action === 'editor_restore');
    expect(restore).toMatchObject({ actor: anna.login, detail: expect.stringMatching(/^cms\/pages\/about: content\/pages\/about\.md ← [0-9a-f]{40}$/) });
  },
);

import { expect, test, type Browser, type Page } from '@playwright/test';
import { SWEEP } from './support/sweep.ts';
import { totpCode } from '../../server/forms/inbox/accounts/totp.ts';
import { readAudit } from '../../server/forms/inbox/audit/audit-log.ts';
import { startEditorStack, type EditorStack, type StaffLogin } from '../../testing/editor-stack.ts';
import { formatFileSize } from '../../common/editor/picture-limits.ts';
import { generatePhoto } from '../../testing/images/generate-photo.ts';
import { uploadPicture } from './support/web-editor.ts';

// The deployed web editor end to end on this machine (docs/web-editor.md, «The deployed editor»;
// testing/editor-stack.ts): an editor logs in with the clinic's staff account — password and
// second factor — on the inbox's origin, edits a page with real key presses, saves it as a draft,
// sees the content check's answer on the draft, publishes it, and the site's release shows the
// change, through the real publishing hook. A draft with a broken link shows the check's error and
// is not published, while another editor's draft publishes.

let stack: EditorStack;
const sessions = new Map<string, Page>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  test.setTimeout(300_000);
  stack = await startEditorStack();
  for (const editor of stack.editors) sessions.set(editor.login, await logIn(browser, editor));
});

test.afterAll(async () => {
  for (const page of sessions.values()) await page.context().close();
  await stack?.close();
});

/** a browser of its own, logged in on the inbox's origin, on Decap's collections */
async function logIn(browser: Browser, who: StaffLogin): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  // the editor asks before publishing (window.confirm)
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${stack.url}/admin/`);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников клиники' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill(who.login);
  await page.getByLabel('Пароль').fill(who.password);
  await page.getByLabel('Код из приложения-аутентификатора').fill(totpCode(who.totpSecret!, Date.now()));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${stack.url}/admin/`);
  // Decap's own sign-in of its proxy backend: the session is the inbox's, nothing more to type
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('link', { name: 'Страницы' })).toBeVisible({ timeout: 30_000 });
  return page;
}

async function openPage(page: Page, title: string): Promise<void> {
  await page.goto(`${stack.url}/admin/#/collections/pages`);
  await page.getByRole('main').getByRole('heading', { name: title, exact: true }).click();
  await expect(page.getByLabel(/^Текст страницы/)).toBeVisible();
}

/** types at the end of the page's text, key by key */
async function typeAtEnd(page: Page, text: string): Promise<void> {
  const box = page.getByLabel(/^Текст страницы/);
  await box.click();
  await box.press('Control+End');
  await page.keyboard.type(text, { delay: 10 });
  await expect(box).toHaveValue(new RegExp(`${text.trim().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*$`));
}

const checkPanel = (page: Page) => page.getByRole('region', { name: 'Проверка сайта' });

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(checkPanel(page).getByRole('status')).not.toHaveText('Сохраняю и проверяю…', { timeout: 180_000 });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /татус:/ }).click();
  await page.getByRole('menuitem', { name: 'Одобрен' }).click();
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click();
}

test(
  'an editor edits a page, sees the check of the draft pass, publishes it, and the site shows it',
  { tag: SWEEP },
  async ({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: the stack is this file’s');
    test.setTimeout(300_000);
    const page = sessions.get('anna')!;
    await openPage(page, 'О клинике');
    await typeAtEnd(page, '\nКлиника принимает без выходных.\n');
    await saveDraft(page);
    await expect(checkPanel(page).getByRole('status')).toHaveText(/^Черновик сохранён\. Проверка прошла/);
    // a draft is not on the site
    expect(stack.mainFile('content/pages/about.md')).not.toContain('без выходных');

    await publish(page);
    await expect.poll(() => stack.liveFile('dist/about/index.html'), { timeout: 180_000 }).toContain('Клиника принимает без выходных.');
    expect(stack.mainFile('content/pages/about.md')).toContain('Клиника принимает без выходных.');

    // the editor is told once the hook has published: the release switched a moment before
    const annas = async () => (await readAudit(stack.db, { limit: 50 })).filter((entry) => entry.actor === 'anna');
    await expect.poll(async () => (await annas()).map((entry) => entry.action)).toEqual(expect.arrayContaining(['login', 'editor_save', 'editor_publish']));
    expect((await annas()).find((entry) => entry.action === 'editor_save')?.detail).toBe('cms/pages/about: content/pages/about.md');
    await expect(page.getByText(/Опубликовано/).first()).toBeVisible();
  },
);

test(
  'a draft with a broken link shows the check’s error and is not published, while another editor’s draft publishes',
  { tag: SWEEP },
  async ({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: the stack is this file’s');
    test.setTimeout(400_000);
    const anna = sessions.get('anna')!;
    await openPage(anna, 'Страница contacts');
    await typeAtEnd(anna, '\nЦены — на странице [Цены](/prise).\n');
    await saveDraft(anna);
    await expect(checkPanel(anna).getByRole('status')).toHaveText(/^Черновик сохранён, но проверка нашла ошибки/);
    // in the editor's words, as under npm start
    await expect(checkPanel(anna).getByRole('listitem').filter({ hasText: '/prise' })).toContainText('Ошибка: Ссылка ведёт на страницу /prise');

    const vera = sessions.get('vera')!;
    await openPage(vera, 'О клинике');
    await typeAtEnd(vera, '\nЗапись по телефону.\n');
    await saveDraft(vera);
    await expect(checkPanel(vera).getByRole('status')).toHaveText(/^Черновик сохранён\. Проверка прошла/);

    await publish(anna);
    await expect(anna.getByText(/Не опубликовано\. Проверка нашла 1 ошибку/)).toBeVisible({ timeout: 180_000 });

    await publish(vera);
    await expect.poll(() => stack.liveFile('dist/about/index.html'), { timeout: 180_000 }).toContain('Запись по телефону.');
    expect(stack.liveFile('dist/contacts/index.html')).not.toContain('/prise');
    expect(stack.mainFile('content/pages/contacts.md')).not.toContain('/prise');
  },
);

test(
  'a phone photo in the deployed editor: its size upright and the news card’s crop, from the clinic’s server',
  { tag: SWEEP },
  async ({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: the stack is this file’s');
    test.setTimeout(180_000);
    const page = sessions.get('anna')!;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    // 4000 × 3000 stored, held on its side: shown 3000 × 4000
    const photo = await generatePhoto({ width: 4000, height: 3000, orientation: 6, grain: 40 });
    await page.goto(`${stack.url}/admin/#/collections/news/new`);
    await uploadPicture(page, { name: 'priyom.jpg', buffer: photo });
    const panel = page.getByRole('group', { name: 'Картинка поля' });
    await expect(panel.getByText(`3000 × 4000 пикселей, ${formatFileSize(photo.length)}`, { exact: true })).toBeVisible();
    // the crop is the forms service's answer (POST /admin/picture-crop) under the editor's policy
    await expect(panel.getByRole('img', { name: 'Так фото будет обрезано в карточке новости' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-picture-crop]')).toBeVisible();
    expect(problems).toEqual([]);
  },
);

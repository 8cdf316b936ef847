import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { livePreviewFolders, livePreviewPorts } from '../../testing/live-preview.ts';
import { openEditor, publish, saveCheck } from './support/web-editor.ts';

// «История правок» under npm start (docs/web-editor.md, «An entry's history»), in Chromium with
// real key presses: the content copy made a git checkout, an editor changes «Контакты» and saves,
// opens the history, sees the saved file and the committed version, shows the older one and brings
// it back — the file is that version again, the form shows it, and the check answers as for a save.

const folders = livePreviewFolders(livePreviewPorts().port);
const CONTACTS = path.join(folders.content, 'pages/contacts.md');
const SENTENCE = 'Клиника находится в Искитиме, в Новосибирской области';
const AUTHOR = 'Ольга Разработчик';

const git = (...args: string[]) => {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: AUTHOR,
    GIT_AUTHOR_EMAIL: 'o@t',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  const result = spawnSync('git', ['-C', folders.root, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

let original = '';
test.beforeAll(() => {
  original = readFileSync(CONTACTS, 'utf8');
  // the copy's content as one commit, as a developer's checkout has it; the build's folders stay out
  git('init', '-q', '-b', 'main');
  git('add', 'content');
  git('commit', '-qm', 'content: the clinic’s site');
});
test.afterAll(() => {
  writeFileSync(CONTACTS, original);
  rmSync(path.join(folders.root, '.git'), { recursive: true, force: true });
});

test('an editor saves a change, finds both versions in «История правок» and brings the older one back', async ({ page }) => {
  await openEditor(page, '#/collections/pages/entries/contacts');
  const text = page.getByLabel(/^Текст страницы/);
  await expect(text).toHaveValue(new RegExp(SENTENCE));
  const before = await text.inputValue();

  // a change typed at the end of the sentence, and saved
  await text.click();
  const at = before.indexOf(SENTENCE) + SENTENCE.length;
  await text.evaluate((area: HTMLTextAreaElement, caret) => area.setSelectionRange(caret, caret), at);
  await page.keyboard.type(' и принимает детей со всей России', { delay: 20 });
  await publish(page);
  await expect.poll(() => readFileSync(CONTACTS, 'utf8')).toContain(`${SENTENCE} и принимает детей со всей России, примерно`);
  await expect(saveCheck(page).getByRole('status')).toHaveText('Опубликовано: изменения уже на сайте, ошибок нет.');

  // the history, opened from the keyboard: the saved file first, then the commit
  const toggle = page.getByRole('button', { name: 'История правок' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'История правок' });
  const versions = panel.getByRole('list', { name: 'Версии записи, сначала новые' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\dСохранено, ещё не записано в git$/);
  await expect(versions.nth(1)).toHaveText(new RegExp(`^\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d${AUTHOR}СозданиеПоказать$`));
  const when = (await versions.nth(1).textContent())!.slice(0, 16);
  expect((await new AxeBuilder({ page }).include('[aria-label="История правок"]').analyze()).violations).toEqual([]);

  // the older version shown, read-only, and the focus on its heading; Tab reaches «Вернуть эту версию»
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: `Показать версию от ${when}: ${AUTHOR}, Создание` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: `Версия от ${when}` })).toBeFocused();
  const shown = panel.getByLabel(`Текст версии от ${when}`);
  await expect(shown).toContainText(`${SENTENCE}, примерно`);
  await expect(shown).not.toContainText('со всей России');
  // under the form's labels, not the file's keys
  await expect(shown.getByRole('term').first()).toHaveText('Заголовок страницы');
  await expect(shown).not.toContainText('description:');
  expect((await new AxeBuilder({ page }).include('[aria-label="История правок"]').analyze()).violations).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(shown).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Вернуть эту версию' })).toBeFocused();
  await page.keyboard.press('Enter');

  // written as a save: the file is that version, the reloaded form shows it, the check answers
  await expect.poll(() => readFileSync(CONTACTS, 'utf8')).toBe(original);
  await expect(page.getByLabel(/^Текст страницы/)).toHaveValue(before);
  await expect(panel.getByRole('status').first()).toHaveText(`Версия от ${when} возвращена и сохранена.`);
  await expect(saveCheck(page).getByRole('status')).toHaveText('Опубликовано: изменения уже на сайте, ошибок нет.');
  // the file is the commit's again: one version
  await expect(versions).toHaveCount(1);
  await expect(versions.nth(0)).toContainText(AUTHOR);
});

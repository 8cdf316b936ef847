import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response, type Route } from '@playwright/test';
import { fillAnket } from './support/anket-form.ts';
import { openCallbackModal } from './support/callback-modal.ts';

// The two forms in a real browser against a routed fake form service (spec §2.6, §2.12, §3, §7,
// §8, §9): the exact JSON sent, the success flow and its timings on a paused clock, both failure
// alerts with the form still filled, nothing sent while invalid, and no request leaving the site.

const SERVICE = '**/api/forms';
const CALLBACK_FAILURE = 'Произошла ошибка при отправке заявки. Пожалуйста, попробуйте еще раз.';
const CALLBACK_NETWORK = 'Произошла ошибка при отправке заявки. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.';
const ANKET_FAILURE = 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.';
const ANKET_NETWORK = 'Произошла ошибка при отправке формы. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.';
const LOCKED_NOTICE = 'Внимание: Для заполнения анкеты необходимо сначала ознакомиться с требованиями выше и нажать кнопку "Всё ясно. Заполнить анкету".';

type Answer = 'success' | 'failure' | 'network';

interface FakeService {
  bodies: unknown[];
  headers: Record<string, string>[];
  answer: Answer;
}

/** routes the form service: records each JSON body and answers as told */
async function fakeService(page: Page, answer: Answer = 'success'): Promise<FakeService> {
  const service: FakeService = { bodies: [], headers: [], answer };
  await page.route(SERVICE, async (route: Route) => {
    const request = route.request();
    service.bodies.push(request.postDataJSON());
    service.headers.push(request.headers());
    if (service.answer === 'network') return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: service.answer === 'success' }) });
  });
  return service;
}

/** every alert's text, each accepted */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** requests to any other origin than the site's */
function collectForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/** stops the page clock just ahead of now: from here time moves only by runFor */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe('callback modal', () => {
  test('sends the exact JSON of spec §3, shows "Успешно." for 2.2 s, closes and resets', async ({ page, baseURL }) => {
    const foreign = collectForeignRequests(page, baseURL!);
    const alerts = collectAlerts(page);
    const service = await fakeService(page);
    // recorded from the start: a flag fetched before the modal opened would not be missed
    const flags: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/flags/3x2/RU.svg')) flags.push(response);
    });
    await page.clock.install();
    await page.goto('/');

    const dialog = await openCallbackModal(page);
    await expect.poll(() => flags.length).toBeGreaterThan(0);
    expect(flags[0]!.status()).toBe(200);
    expect(flags[0]!.headers()['content-type']).toContain('image/svg+xml');

    await expect(dialog.getByText('Оставьте контактные данные, и мы свяжемся с вами удобным для вас способом.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Телефонный звонок' })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Мессенджер' })).toHaveCount(0);
    const submit = dialog.getByRole('button', { name: 'Отправить' });
    await expect(submit).toBeDisabled();
    const policy = dialog.getByRole('link', { name: 'политикой обработки персональных данных' });
    await expect(policy).toHaveAttribute('href', '/privacy-policy');
    await expect(policy).toHaveAttribute('target', '_blank');
    // the consent the box gives, a document of its own beside the policy
    const consent = dialog.getByRole('link', { name: 'текст согласия' });
    await expect(consent).toHaveAttribute('href', '/consent');
    await expect(consent).toHaveAttribute('target', '_blank');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await dialog.getByRole('radio', { name: 'Сообщение' }).check();
    await expect(dialog.getByRole('radio', { name: 'Telegram' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'WhatsApp' }).check();
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
    const phone = dialog.getByRole('textbox', { name: 'Телефон', exact: true });
    await expect(phone).toHaveAttribute('placeholder', '+7 999 123-45-67');
    await phone.fill('+79991234567');
    await dialog.getByRole('textbox', { name: 'Дополнительная информация' }).fill('Звонить после 18:00');
    await dialog.getByRole('checkbox', { name: /согласен/ }).check();
    await expect(submit).toBeEnabled();

    await pauseClock(page);
    await submit.click();
    await expect(dialog.getByText('Успешно.')).toBeVisible();
    expect(service.bodies).toEqual([
      {
        access_key: 'clinic-receiver',
        subject: 'Новая заявка на обратную связь',
        Имя: 'Мария',
        Телефон: '+79991234567',
        'Способ связи': 'Сообщение',
        Мессенджер: 'Whatsapp',
        'Дополнительная информация': 'Звонить после 18:00',
      },
    ]);
    expect(service.headers[0]!['content-type']).toBe('application/json');
    expect(service.headers[0]!.accept).toBe('application/json');

    await page.clock.runFor(2199);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await page.clock.resume();

    await openCallbackModal(page);
    await expect(dialog.getByRole('radio', { name: 'Телефонный звонок' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Имя' })).toHaveValue('');
    await expect(phone).toHaveValue('+7');
    await expect(dialog.getByRole('textbox', { name: 'Дополнительная информация' })).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();
    expect(alerts).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('sends nothing while invalid: red outline and aria-invalid, cleared by editing', async ({ page }) => {
    const service = await fakeService(page);
    await page.goto('/');
    const dialog = await openCallbackModal(page);
    const name = dialog.getByRole('textbox', { name: 'Имя' });
    const phone = dialog.getByRole('textbox', { name: 'Телефон', exact: true });
    await phone.fill('+7999123');
    await dialog.getByRole('checkbox', { name: /согласен/ }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    // the red outline of spec §5: --color-danger of the light theme
    await expect(name).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    await expect(dialog.getByRole('textbox', { name: 'Дополнительная информация' })).not.toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    await name.fill('Мария');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // nothing was sent: once a valid send has gone through, its body is the only one received
    await phone.fill('+79991234567');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Успешно.')).toBeVisible();
    expect(service.bodies).toHaveLength(1);
    expect(service.bodies[0]).toMatchObject({ Имя: 'Мария', Телефон: '+79991234567' });
  });

  test('closes by the close button, the ESC button, the backdrop and Escape, giving focus back', async ({ page }) => {
    await page.goto('/');
    const topBarButton = page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Заказать обратную связь' });
    for (const close of ['Закрыть', 'ESC', 'backdrop', 'Escape'] as const) {
      const dialog = await openCallbackModal(page);
      if (close === 'Закрыть') await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
      else if (close === 'ESC') await dialog.getByRole('button', { name: /^ESC/ }).click();
      else if (close === 'backdrop') await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
      else await page.keyboard.press('Escape');
      await expect(dialog, close).toBeHidden();
      // on a phone the trigger was in the menu, which closed
      if (await topBarButton.isVisible()) await expect(topBarButton, close).toBeFocused();
    }
  });

  for (const [answer, message] of [
    ['failure', CALLBACK_FAILURE],
    ['network', CALLBACK_NETWORK],
  ] as const) {
    test(`on a ${answer} the alert of spec §8, and the modal stays open and filled`, async ({ page }) => {
      const alerts = collectAlerts(page);
      const service = await fakeService(page, answer);
      await page.goto('/');
      const dialog = await openCallbackModal(page);
      await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
      await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79991234567');
      await dialog.getByRole('checkbox', { name: /согласен/ }).check();
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect.poll(() => alerts).toEqual([message]);
      expect(service.bodies).toHaveLength(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Имя' })).toHaveValue('Мария');
      await expect(dialog.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+7 999 123 45 67');
      await expect(dialog.getByRole('checkbox', { name: /согласен/ })).toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    });
  }
});

test.describe('anket', () => {
  const EXPECTED_MESSAGE = [
    'Ребёнок: Иванов Пётр Сергеевич',
    'Диагноз: ДЦП, спастическая диплегия',
    'Дата рождения: 05.03.2015',
    'Рост: 120 см',
    'Вес: 25.5 кг',
    'Отдельная кровать: да',
    'Ингаляции кислорода: нет',
    'Трахеостома: нет',
    'Гастростома: да',
    'Особенности питания: не указано',
    'Родитель: Иванова Мария',
    'Телефон: +79991234567',
    'E-mail: maria@example.ru',
    'Второй сопровождающий: Иванов Сергей',
  ].join('\n');

  test('locked until the button; sends the exact JSON of spec §7; success 2.2 s, reset 0.3 s later', async ({ page, baseURL }) => {
    const foreign = collectForeignRequests(page, baseURL!);
    const alerts = collectAlerts(page);
    const service = await fakeService(page);
    await page.clock.install();
    await page.goto('/anket');

    const form = page.getByRole('form', { name: 'Анкета' });
    await expect(page.getByText(LOCKED_NOTICE, { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toBeDisabled();
    await expect(form).toHaveCSS('opacity', '0.45');
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
    await expect(page.getByText(LOCKED_NOTICE)).toHaveCount(0);
    await expect(form).toHaveCSS('opacity', '1');
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toBeFocused();

    await expect(form.getByRole('textbox', { name: 'Фамилия второго сопровождающего' })).toHaveCount(0);
    await fillAnket(page);
    const submit = form.getByRole('button', { name: 'Отправить анкету' });
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox', { name: /согласен/ }).check();

    await pauseClock(page);
    await submit.click();
    const success = page.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' });
    await expect(success).toBeVisible();
    expect(service.bodies).toEqual([
      {
        access_key: 'clinic-receiver',
        from_name: 'Анкета с сайта клиники',
        subject: 'Анкета (компактно)',
        message: EXPECTED_MESSAGE,
        reply_to: 'maria@example.ru',
        consent: true,
      },
    ]);
    expect(service.headers[0]!['content-type']).toBe('application/json');

    await page.clock.runFor(2199);
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(success).toBeHidden();
    await page.clock.runFor(299);
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toHaveValue('Иванов');
    await page.clock.runFor(1);
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+7');
    await expect(form.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();
    await expect(form.getByRole('group', { name: 'Едет второй сопровождающий' }).getByRole('radio', { name: 'Нет' })).toBeChecked();
    await page.clock.resume();

    // the draft went with the successful send
    await page.reload();
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toHaveValue('');
    expect(alerts).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('the consent text beside the policy opens in a new tab, a page of its own that links the policy', async ({ page, context }) => {
    await page.goto('/anket');
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
    const form = page.getByRole('form', { name: 'Анкета' });
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('link', { name: 'текст согласия' }).click()]);
    await expect(tab).toHaveURL(/\/consent$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Согласие на обработку персональных данных');
    await expect(tab.getByRole('main').getByRole('link', { name: 'Политике обработки персональных данных' })).toHaveAttribute('href', /\/privacy-policy$/);
    await expect(form.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();
  });

  test('sends nothing while a required field is missing; the draft survives a reload', async ({ page }) => {
    const service = await fakeService(page);
    await page.goto('/anket');
    await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
    const form = await fillAnket(page);
    await form.getByRole('textbox', { name: 'Диагноз' }).fill('');
    await form.getByRole('textbox', { name: 'Имя второго сопровождающего' }).fill('');
    await form.getByRole('checkbox', { name: /согласен/ }).check();
    await form.getByRole('button', { name: 'Отправить анкету' }).click();
    await expect(form.getByRole('textbox', { name: 'Диагноз' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Имя второго сопровождающего' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Диагноз' })).toBeFocused();

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toHaveValue('Иванов');
    await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toBeEnabled();
    await expect(form.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+7 999 123 45 67');
    await expect(form.getByRole('group', { name: 'Есть гастростома' }).getByRole('radio', { name: 'Да' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Имя второго сопровождающего' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();

    // nothing was sent by the invalid submit: once a valid send has gone through, its body is the
    // only one received
    await form.getByRole('textbox', { name: 'Диагноз' }).fill('ДЦП');
    await form.getByRole('textbox', { name: 'Имя второго сопровождающего' }).fill('Сергей');
    await form.getByRole('checkbox', { name: /согласен/ }).check();
    await form.getByRole('button', { name: 'Отправить анкету' }).click();
    await expect(page.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' })).toBeVisible();
    expect(service.bodies).toHaveLength(1);
    expect((service.bodies[0] as { message: string }).message).toContain('Диагноз: ДЦП\n');
  });

  for (const [answer, message] of [
    ['failure', ANKET_FAILURE],
    ['network', ANKET_NETWORK],
  ] as const) {
    test(`on a ${answer} the alert of spec §8, and the form stays filled`, async ({ page }) => {
      const alerts = collectAlerts(page);
      const service = await fakeService(page, answer);
      await page.goto('/anket');
      await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
      const form = await fillAnket(page);
      await form.getByRole('checkbox', { name: /согласен/ }).check();
      await form.getByRole('button', { name: 'Отправить анкету' }).click();
      await expect.poll(() => alerts).toEqual([message]);
      expect(service.bodies).toHaveLength(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'Фамилия ребёнка' })).toHaveValue('Иванов');
      await expect(form.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+7 999 123 45 67');
      await expect(form.getByRole('checkbox', { name: /согласен/ })).toBeChecked();
      await expect(form.getByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the callback modal, with failing fields, has no serious violation', async ({ page }) => {
      await page.goto('/');
      const dialog = await openCallbackModal(page);
      await dialog.getByRole('radio', { name: 'Сообщение' }).check();
      await dialog.getByRole('checkbox', { name: /согласен/ }).check();
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });

    test('the anket, locked and unlocked, has no serious violation', async ({ page }) => {
      await page.goto('/anket');
      await expect(page.getByRole('form', { name: 'Анкета' })).toBeVisible();
      expect(await seriousViolations(page, '[data-block="anket-form"]')).toEqual([]);
      await page.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }).click();
      await page.getByRole('group', { name: 'Едет второй сопровождающий' }).getByRole('radio', { name: 'Да' }).check();
      expect(await seriousViolations(page, '[data-block="anket-form"]')).toEqual([]);
    });
  });
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

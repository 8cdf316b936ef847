import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadPhoneInput } from '../../../app/forms/phone-field.tsx';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnketFormBlock } from '../../../app/blocks/anket-form-block.tsx';
import { ANKET_DRAFT_KEY } from '../../../app/forms/anket-draft.ts';
import { RECEIVER_ACCESS_KEY } from '../../../app/forms/form-service.ts';
import { ANKET_UNLOCK_EVENT, unlockAnket } from '../../../app/lib/events.ts';
import { advance, descriptionOf, isChecked, isDisabled, sentBody, sentKey, stubAlert, stubFormService, valueOf, type FetchMock } from './helpers.tsx';

// The anket of /anket (spec §2.12, §3, §4, §5, §7, §8, §9) as a visitor meets it.

const LOCKED_NOTICE = 'Внимание: Для заполнения анкеты необходимо сначала ознакомиться с требованиями выше и нажать кнопку "Всё ясно. Заполнить анкету".';

let fetchMock: FetchMock;
let alertMock: ReturnType<typeof stubAlert>;

beforeEach(() => {
  fetchMock = stubFormService();
  alertMock = stubAlert();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderAnket(node: { type: 'anketForm'; secondAttendantPrice?: string; healthConsent?: boolean } = { type: 'anketForm' }) {
  // the phone component loads on the way to the unlock button (hover, focus) or at the unlock; here
  // it is already there, as after a hover
  await loadPhoneInput();
  const rendered = render(<AnketFormBlock node={node} />);
  const form = await screen.findByRole('form', { name: 'Анкета' }, { timeout: 10_000 });
  // the phone component is a lazy chunk: wait for it
  await within(form).findByRole('combobox', { name: 'Страна номера телефона' }, { timeout: 10_000 });
  return { form, ...rendered };
}

async function unlock(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Всё ясно. Заполнить анкету' }));
}

// by label rather than by role: the country select's 250 options make role queries slow in jsdom
const labelled = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const textbox = labelled;
const submitButton = () => screen.getByRole('button', { name: 'Отправить анкету' });
const consent = () => screen.getByRole('checkbox', { name: /согласен/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Фамилия ребёнка'), 'Иванов');
  await user.type(textbox('Имя ребёнка'), 'Пётр');
  await user.type(textbox('Диагноз'), 'ДЦП');
  fireEvent.change(labelled('Дата рождения'), { target: { value: '2015-03-05' } });
  await user.type(labelled('Рост, см'), '120');
  await user.type(labelled('Вес, кг'), '25');
  await user.type(textbox('Фамилия родителя'), 'Иванова');
  await user.type(textbox('Имя родителя'), 'Мария');
  await user.type(textbox('Телефон'), '9991234567');
  await user.type(textbox('Электронная почта'), 'maria@example.ru');
}

const EXPECTED_MESSAGE = [
  'Ребёнок: Иванов Пётр',
  'Диагноз: ДЦП',
  'Дата рождения: 05.03.2015',
  'Рост: 120 см',
  'Вес: 25 кг',
  'Отдельная кровать: нет',
  'Ингаляции кислорода: нет',
  'Трахеостома: нет',
  'Гастростома: нет',
  'Особенности питания: не указано',
  'Родитель: Иванова Мария',
  'Телефон: +79991234567',
  'E-mail: maria@example.ru',
  'Второй сопровождающий: нет',
].join('\n');

describe('locked until the requirements are read', () => {
  it('is dimmed and not operable, with the yellow notice of spec §8, until the button is pressed', async () => {
    const { form } = await renderAnket();
    expect(screen.getByRole('note').textContent).toBe(LOCKED_NOTICE);
    const controls = () => [
      ...within(form).getAllByRole('textbox'),
      ...within(form).getAllByRole('spinbutton'),
      ...within(form).getAllByRole('radio'),
      within(form).getByRole('combobox', { name: 'Страна номера телефона' }),
      consent(),
      submitButton(),
    ];
    for (const control of controls()) expect(isDisabled(control)).toBe(true);
    // every group that disables its fields names them with a legend (WCAG H71), none is a bare wrapper
    for (const fieldset of form.querySelectorAll('fieldset')) expect(fieldset.querySelector(':scope > legend')?.textContent).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await unlock(user);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Всё ясно. Заполнить анкету' })).toBeNull();
    for (const control of controls().slice(0, -1)) expect(isDisabled(control)).toBe(false);
    expect(document.activeElement).toBe(textbox('Фамилия ребёнка'));
  });
});

describe('fields (spec §3)', () => {
  it('has every field with its type: dates, numbers with minimum 0, yes/no options (no by default), e-mail', async () => {
    await renderAnket();
    expect(labelled('Дата рождения').getAttribute('type')).toBe('date');
    for (const name of ['Рост, см', 'Вес, кг']) {
      const input = screen.getByRole('spinbutton', { name });
      expect(input.getAttribute('type')).toBe('number');
      expect(input.getAttribute('min')).toBe('0');
    }
    expect(textbox('Электронная почта').getAttribute('type')).toBe('email');
    for (const name of ['Нужна отдельная кровать', 'Нужны ингаляции кислорода', 'Есть трахеостома', 'Есть гастростома', 'Едет второй сопровождающий']) {
      const group = screen.getByRole('group', { name });
      expect(isChecked(within(group).getByRole('radio', { name: 'Нет' }))).toBe(true);
      expect(isChecked(within(group).getByRole('radio', { name: 'Да' }))).toBe(false);
    }
    for (const name of [
      'Фамилия ребёнка',
      'Имя ребёнка',
      'Отчество ребёнка',
      'Диагноз',
      'Особенности питания',
      'Фамилия родителя',
      'Имя родителя',
      'Отчество родителя',
      'Телефон',
    ]) {
      expect(textbox(name)).toBeTruthy();
    }
    expect(valueOf(textbox('Телефон'))).toBe('+7');
    expect(screen.getByRole('combobox', { name: 'Страна номера телефона' }) as HTMLSelectElement).toHaveProperty('value', 'RU');
  });

  it("states the second attendant's price the page gives it (the clinic's fact, spec §2.12), and none without it", async () => {
    const { unmount } = await renderAnket({ type: 'anketForm', secondAttendantPrice: '2000 ₽' });
    expect(screen.getByText('Проживание второго сопровождающего оплачивается отдельно: 2000 ₽ в сутки, питание включено.')).toBeDefined();
    unmount();
    await renderAnket();
    expect(screen.queryByText(/Проживание второго сопровождающего оплачивается отдельно/)).toBeNull();
  });

  it("shows the second attendant's names only when secondAttendant is yes, and then requires them", async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    expect(screen.queryByRole('textbox', { name: 'Фамилия второго сопровождающего' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Едет второй сопровождающий' })).getByRole('radio', { name: 'Да' }));
    expect(textbox('Фамилия второго сопровождающего').getAttribute('required')).not.toBeNull();
    expect(textbox('Имя второго сопровождающего').getAttribute('required')).not.toBeNull();
    expect(textbox('Отчество второго сопровождающего').getAttribute('required')).toBeNull();

    await fillRequired(user);
    await user.click(consent());
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(textbox('Фамилия второго сопровождающего').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Имя второго сопровождающего').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Отчество второго сопровождающего').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('validation (spec §5)', () => {
  it('keeps submit disabled until consent; marks every missing required field and sends nothing', async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    expect(isDisabled(submitButton())).toBe(true);
    await user.click(consent());
    expect(isDisabled(submitButton())).toBe(false);
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    const required = [
      textbox('Фамилия ребёнка'),
      textbox('Имя ребёнка'),
      textbox('Диагноз'),
      labelled('Дата рождения'),
      labelled('Рост, см'),
      labelled('Вес, кг'),
      textbox('Фамилия родителя'),
      textbox('Имя родителя'),
      textbox('Телефон'),
      textbox('Электронная почта'),
    ];
    for (const input of required) {
      expect(input.getAttribute('aria-invalid'), input.id).toBe('true');
      expect(descriptionOf(input), input.id).not.toBe('');
    }
    for (const name of ['Отчество ребёнка', 'Отчество родителя', 'Особенности питания']) expect(textbox(name).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(textbox('Фамилия ребёнка'));

    await user.type(textbox('Диагноз'), 'Д');
    expect(textbox('Диагноз').getAttribute('aria-invalid')).toBeNull();
    expect(textbox('Фамилия ребёнка').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a negative height and an e-mail an email input would not accept', async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    fireEvent.change(labelled('Рост, см'), { target: { value: '-3' } });
    await user.clear(textbox('Электронная почта'));
    await user.type(textbox('Электронная почта'), 'maria@');
    await user.click(consent());
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(labelled('Рост, см').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Фамилия ребёнка').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('sending', () => {
  it('sends the body of spec §7; the success modal stays 2.2 s, and 0.3 s later every field, error and the consent reset', async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    await user.click(consent());
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).not.toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).toStrictEqual({
      access_key: RECEIVER_ACCESS_KEY,
      from_name: 'Анкета с сайта клиники',
      subject: 'Анкета (компактно)',
      message: EXPECTED_MESSAGE,
      reply_to: 'maria@example.ru',
      consent: true,
    });
    expect(screen.getByRole('dialog', { name: 'Ваша анкета успешно отправлена' })).toBeTruthy();
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).toBeNull();
    // no second send while the success is shown
    fireEvent.submit(submitButton().closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await advance(2199);
    expect(screen.queryByRole('dialog')).toBeTruthy();
    await advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    await advance(299);
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    expect(isChecked(consent())).toBe(true);
    await advance(1);
    for (const name of ['Фамилия ребёнка', 'Имя ребёнка', 'Диагноз', 'Фамилия родителя', 'Имя родителя', 'Электронная почта'])
      expect(valueOf(textbox(name))).toBe('');
    expect(valueOf(labelled('Дата рождения'))).toBe('');
    expect(valueOf(labelled('Рост, см'))).toBe('');
    expect(valueOf(textbox('Телефон'))).toBe('+7');
    expect(isChecked(consent())).toBe(false);
    expect(isDisabled(submitButton())).toBe(true);
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('the success modal closes early by its close button or Escape; the reset still follows 0.3 s later', async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    await user.click(consent());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    await advance(0);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(299);
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    await advance(1);
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('');
  });

  it.each([
    ['the service reports failure', () => ({ success: false }), 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.'],
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Произошла ошибка при отправке формы. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
    ],
  ])('when %s: the alert of spec §8, and the form stays filled', async (_name, answer, message) => {
    fetchMock = stubFormService(answer);
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    await user.click(consent());
    await user.click(submitButton());
    // the send settles after the click has returned (React renders it in a task of its own, which
    // a loaded machine can run late): wait until the button is back from 'Отправка…'
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    expect(alertMock).toHaveBeenCalledWith(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    expect(valueOf(textbox('Телефон'))).toBe('+7 999 123 45 67');
    expect(isChecked(consent())).toBe(true);
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).not.toBeNull();
  });
});

// 152-ФЗ ст. 10 ч. 2 п. 1: the separate consent to the health data, only under written-consent
describe('the health consent', () => {
  const healthConsent = () => screen.queryByRole('checkbox', { name: /согласие на обработку сведений о состоянии здоровья/ });

  it('is not shown under the medical exception: the form sends as before', async () => {
    await renderAnket();
    expect(healthConsent()).toBeNull();
    expect(screen.queryByRole('link', { name: /сведений о здоровье/ })).toBeNull();
  });

  it('under written-consent is a labelled box linking its own document, reached by Tab, and required to send', async () => {
    await renderAnket({ type: 'anketForm', healthConsent: true });
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    const box = healthConsent()!;
    expect(box).toBeTruthy();
    const link = screen.getByRole('link', { name: 'текст согласия на обработку сведений о здоровье' });
    expect(link.getAttribute('href')).toBe('/consent-health');
    // the keyboard: from the general consent's links the next stops are this box, then its link
    await user.click(consent());
    expect(isDisabled(submitButton())).toBe(true);
    fireEvent.submit(submitButton().closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    screen.getByRole('link', { name: 'политикой обработки персональных данных' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(isChecked(box)).toBe(true);
    expect(isDisabled(submitButton())).toBe(false);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ consent: true, health_consent: true });
  });
});

describe('draft', () => {
  it('survives a reload (sessionStorage), unlocked and filled, without the consent', async () => {
    const first = await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    await user.click(within(screen.getByRole('group', { name: 'Есть гастростома' })).getByRole('radio', { name: 'Да' }));
    await user.click(consent());
    first.unmount();

    await renderAnket();
    expect(screen.queryByRole('note')).toBeNull();
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    expect(valueOf(labelled('Дата рождения'))).toBe('2015-03-05');
    expect(valueOf(textbox('Телефон'))).toBe('+7 999 123 45 67');
    expect(isChecked(within(screen.getByRole('group', { name: 'Есть гастростома' })).getByRole('radio', { name: 'Да' }))).toBe(true);
    expect(isChecked(consent())).toBe(false);
    await act(async () => undefined);
  });

  it('keeps the Idempotency-Key of a failed send until a send succeeds, across a reload', async () => {
    let online = false;
    fetchMock = stubFormService(() => (online ? { success: true } : Promise.reject(new TypeError('Failed to fetch'))));
    const first = await renderAnket();
    const user = userEvent.setup({ delay: null });
    await unlock(user);
    await fillRequired(user);
    await user.click(consent());
    await user.click(submitButton());
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    const key = sentKey(fetchMock, 0);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).toContain(key);
    first.unmount();

    await renderAnket();
    online = true;
    await user.click(consent());
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(sentKey(fetchMock, 1)).toBe(key);
    expect(sentBody(fetchMock, 1)).toEqual(sentBody(fetchMock, 0));
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).toBeNull();
  });

  it('of a visitor who had not unlocked the form does not skip the requirements step', async () => {
    sessionStorage.setItem(ANKET_DRAFT_KEY, JSON.stringify({ unlocked: false, values: { childLastName: 'Иванов' } }));
    await renderAnket();
    expect(screen.getByRole('note').textContent).toBe(LOCKED_NOTICE);
    expect(valueOf(textbox('Фамилия ребёнка'))).toBe('Иванов');
    expect(isDisabled(textbox('Фамилия ребёнка'))).toBe(true);
    await act(async () => undefined);
  });
});

describe('the unlock event (spec §4)', () => {
  it('is what the requirements button fires', async () => {
    await renderAnket();
    const user = userEvent.setup({ delay: null });
    const fired = vi.fn();
    window.addEventListener(ANKET_UNLOCK_EVENT, fired);
    await unlock(user);
    window.removeEventListener(ANKET_UNLOCK_EVENT, fired);
    expect(fired).toHaveBeenCalledTimes(1);
    expect(isDisabled(textbox('Фамилия ребёнка'))).toBe(false);
  });

  it('unlocks the form from anywhere on the page, and the first field gets the focus', async () => {
    await renderAnket();
    expect(isDisabled(textbox('Фамилия ребёнка'))).toBe(true);
    act(() => unlockAnket());
    expect(screen.queryByRole('note')).toBeNull();
    expect(isDisabled(textbox('Фамилия ребёнка'))).toBe(false);
    expect(document.activeElement).toBe(textbox('Фамилия ребёнка'));
    await act(async () => undefined);
  });
});

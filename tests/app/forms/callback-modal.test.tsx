import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallbackRoot } from '../../../app/forms/index.ts';
import { RECEIVER_ACCESS_KEY } from '../../../app/forms/form-service.ts';
import { openCallback } from '../../../app/lib/events.ts';
import formStyles from '../../../app/forms/forms.module.css';
import {
  advance,
  descriptionOf,
  isChecked,
  isDisabled,
  sentBody,
  sentKey,
  stubAlert,
  stubFormService,
  stubHangingService,
  valueOf,
  type FetchMock,
} from './helpers.tsx';

// The callback modal of spec §2.6, §4, §5, §8, §9, as a visitor meets it.

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
  document.body.removeAttribute('style');
});

async function openModal(open: () => void = () => openCallback()) {
  const rendered = render(
    <>
      <header id="navbar">шапка</header>
      <button type="button" data-open-callback>
        Заказать обратную связь
      </button>
      <a href="#callback">Просто свяжитесь с нами.</a>
      <CallbackRoot />
    </>,
  );
  act(open);
  const dialog = await screen.findByRole('dialog', { name: 'Заказать обратную связь' }, { timeout: 10_000 });
  // the phone component is a lazy chunk: wait for it
  await within(dialog).findByRole('combobox', { name: 'Страна номера телефона' }, { timeout: 10_000 });
  // the Escape listener comes with the scroll lock, in an effect that may run after the dialog shows
  await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  return { dialog, ...rendered };
}

/** the text on screen: without what only screen readers get */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Отправить' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Имя'), 'Мария');
  await user.type(field('Телефон'), '9991234567');
  await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
}

describe('opening', () => {
  it('opens on the open-callback event with the title, hint, fields, defaults and placeholders of spec §2.6', async () => {
    const { dialog } = await openModal();
    expect(descriptionOf(dialog)).toBe('Оставьте контактные данные, и мы свяжемся с вами удобным для вас способом.');
    expect(isChecked(within(dialog).getByRole('radio', { name: 'Телефонный звонок' }))).toBe(true);
    expect(isChecked(within(dialog).getByRole('radio', { name: 'Сообщение' }))).toBe(false);
    expect(within(dialog).queryByRole('group', { name: 'Мессенджер' })).toBeNull();
    expect(field('Имя').getAttribute('placeholder')).toEqual('Например, Мария');
    expect(valueOf(field('Имя'))).toBe('');
    expect(field('Телефон').getAttribute('placeholder')).toEqual('+7 999 123-45-67');
    expect(valueOf(field('Телефон'))).toBe('+7');
    expect(field('Дополнительная информация').getAttribute('placeholder')).toEqual('Например, удобное время для связи, особенности, просьбы и т.д.');
    expect(isChecked(screen.getByRole('checkbox', { name: /согласен/ }))).toBe(false);
    expect(valueOf(within(dialog).getByRole('combobox', { name: 'Страна номера телефона' }))).toBe('RU');
  });

  it('shows the messenger choice (Telegram by default) only for a message', async () => {
    await openModal();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Сообщение' }));
    const messenger = screen.getByRole('group', { name: 'Мессенджер' });
    expect(isChecked(within(messenger).getByRole('radio', { name: 'Telegram' }))).toBe(true);
    expect(
      within(messenger)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['telegram', 'whatsapp', 'sms']);
    await user.click(screen.getByRole('radio', { name: 'Телефонный звонок' }));
    expect(screen.queryByRole('group', { name: 'Мессенджер' })).toBeNull();
  });

  it.each([
    ['a [data-open-callback] trigger', 'button'],
    ['a link to #callback', 'link'],
  ] as const)('opens on a click on %s, whose default action is prevented', async (_name, role) => {
    render(
      <>
        <button type="button" data-open-callback>
          <span>Заказать обратную связь</span>
        </button>
        <a href="#callback">Просто свяжитесь с нами.</a>
        <CallbackRoot />
      </>,
    );
    const trigger =
      role === 'button' ? screen.getByRole('button', { name: 'Заказать обратную связь' }) : screen.getByRole('link', { name: 'Просто свяжитесь с нами.' });
    // fireEvent answers false when the default action was prevented
    expect(fireEvent.click(trigger.firstChild ?? trigger)).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Заказать обратную связь' })).toBeTruthy();
  });

  // the policy (spec §2.6) and the consent the box gives, a document of its own (152-ФЗ ст. 9)
  it.each([
    ['политикой обработки персональных данных', '/privacy-policy'],
    ['текст согласия', '/consent'],
  ])('the link «%s» opens %s in a new tab, within the checkbox label', async (name, href) => {
    await openModal();
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toEqual(href);
    expect(link.getAttribute('target')).toEqual('_blank');
    expect(link.getAttribute('rel')).toEqual(expect.stringContaining('noopener'));
    expect(
      screen.getByRole('checkbox', {
        name: 'Я согласен(на) на обработку персональных данных (текст согласия) в соответствии с политикой обработки персональных данных',
      }),
    ).toBeTruthy();
  });
});

describe('closing, scroll lock and focus', () => {
  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }))],
    ['the ESC-labelled button', () => fireEvent.click(screen.getByRole('button', { name: /^ESC/ }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    [
      'a click on the backdrop',
      () => {
        const backdrop = screen.getByTestId('modal-backdrop');
        fireEvent.mouseDown(backdrop);
        fireEvent.click(backdrop);
      },
    ],
  ])('closes by %s', async (_name, close) => {
    await openModal();
    act(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a press that starts inside the dialog and ends on the backdrop does not close it', async () => {
    const { dialog } = await openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('locks page scrolling and gives the scrollbar width back as padding on body and #navbar', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    expect(document.getElementById('navbar')!.style.paddingRight).toBe('15px');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    expect(document.getElementById('navbar')!.style.paddingRight).toBe('');
  });

  it('keeps focus inside while open and gives it back to the trigger', async () => {
    render(
      <>
        <button type="button" data-open-callback>
          Заказать обратную связь
        </button>
        <CallbackRoot />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    const trigger = screen.getByRole('button', { name: 'Заказать обратную связь' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Страна номера телефона' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^ESC/ }));
    await user.tab({ shift: true });
    // the submit button is disabled: the policy link is the last focusable element
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'политикой обработки персональных данных' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^ESC/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps what was typed when closed without sending', async () => {
    await openModal();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Имя'), 'Мария');
    await user.click(screen.getByRole('radio', { name: 'Сообщение' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    act(() => openCallback());
    await screen.findByRole('dialog');
    expect(valueOf(field('Имя'))).toBe('Мария');
    expect(isChecked(screen.getByRole('radio', { name: 'Сообщение' }))).toBe(true);
  });
});

describe('validation (spec §5)', () => {
  it('keeps the submit button disabled until consent is ticked', async () => {
    await openModal();
    const user = userEvent.setup({ delay: null });
    expect(isDisabled(submitButton())).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
    expect(isDisabled(submitButton())).toBe(false);
  });

  it('marks failing fields (aria-invalid, a hidden hint, the shake), shows no text and sends nothing', async () => {
    const { dialog } = await openModal();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Телефон'), '99912');
    await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
    const textBefore = visibleText(dialog);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    for (const [name, hint] of [
      ['Имя', 'Укажите имя'],
      ['Телефон', 'Укажите номер телефона: не меньше 10 цифр'],
    ]) {
      expect(field(name!).getAttribute('aria-invalid')).toEqual('true');
      expect(descriptionOf(field(name!))).toBe(hint);
      expect(field(name!).closest(`.${formStyles.field}`)?.classList.contains(formStyles.shake!)).toBe(true);
    }
    expect(document.activeElement).toBe(field('Имя'));
    expect(field('Имя')?.classList.contains(formStyles.invalid!)).toBe(true);
    // no message a visitor would see: only the hints for screen readers were added
    expect(visibleText(dialog)).toBe(textBefore);
    await advance(499);
    expect(field('Имя').closest(`.${formStyles.field}`)?.classList.contains(formStyles.shake!)).toBe(true);
    await advance(1);
    expect(field('Имя').closest(`.${formStyles.field}`)?.classList.contains(formStyles.shake!)).toBe(false);
    expect(field('Имя').getAttribute('aria-invalid')).toEqual('true');
  });

  it('editing a failing field clears its flag only', async () => {
    await openModal();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
    await user.click(submitButton());
    expect(field('Имя').getAttribute('aria-invalid')).toEqual('true');
    await user.type(field('Имя'), 'М');
    expect(field('Имя').getAttribute('aria-invalid')).toBeNull();
    expect(field('Телефон').getAttribute('aria-invalid')).toEqual('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('sending', () => {
  it('keeps the honeypot out of reach: not a textbox, not tabbable; sent only when something filled it', async () => {
    const { dialog } = await openModal();
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /заполняйте/ })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ Имя: 'Мария', website: 'https://spam.example' });
  });

  it('sends the payload of spec §3, shows "Успешно.", closes 2.2 s later and resets the form', async () => {
    await openModal();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Сообщение' }));
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await fillValid(user);
    await user.type(field('Дополнительная информация'), 'после 18:00');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms');
    expect(sentBody(fetchMock)).toStrictEqual({
      access_key: RECEIVER_ACCESS_KEY,
      subject: 'Новая заявка на обратную связь',
      Имя: 'Мария',
      Телефон: '+79991234567',
      'Способ связи': 'Сообщение',
      Мессенджер: 'Whatsapp',
      'Дополнительная информация': 'после 18:00',
    });
    expect(screen.getByRole('status').textContent).toContain('Успешно.');
    expect(screen.queryByRole('textbox', { name: 'Имя' })).toBeNull();
    await advance(2199);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();

    act(() => openCallback());
    await screen.findByRole('dialog');
    expect(isChecked(screen.getByRole('radio', { name: 'Телефонный звонок' }))).toBe(true);
    expect(valueOf(field('Имя'))).toBe('');
    expect(valueOf(field('Телефон'))).toBe('+7');
    expect(valueOf(field('Дополнительная информация'))).toBe('');
    expect(isChecked(screen.getByRole('checkbox', { name: /согласен/ }))).toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it.each([
    ['the service answers success false', () => ({ success: false }), 'Произошла ошибка при отправке заявки. Пожалуйста, попробуйте еще раз.'],
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Произошла ошибка при отправке заявки. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
    ],
  ])('when %s: the alert of spec §8, the modal stays open and filled', async (_name, answer, message) => {
    fetchMock = stubFormService(answer);
    await openModal();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());
    // the send settles after the click has returned (React renders it in a task of its own, which
    // a loaded machine can run late): wait until the button is back from 'Отправка…'
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    expect(alertMock).toHaveBeenCalledWith(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(valueOf(field('Имя'))).toBe('Мария');
    expect(valueOf(field('Телефон'))).toBe('+7 999 123 45 67');
    expect(isChecked(screen.getByRole('checkbox', { name: /согласен/ }))).toBe(true);
    expect(isDisabled(submitButton())).toBe(false);
  });

  it('resends the same filled form with the same Idempotency-Key, a changed or new one with another', async () => {
    let online = false;
    fetchMock = stubFormService(() => (online ? { success: true } : Promise.reject(new TypeError('Failed to fetch'))));
    await openModal();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    expect(sentKey(fetchMock, 0)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sentKey(fetchMock, 1)).toBe(sentKey(fetchMock, 0));

    await user.type(field('Имя'), 'м');
    online = true;
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(sentKey(fetchMock, 2)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sentKey(fetchMock, 2)).not.toBe(sentKey(fetchMock, 0));
    await user.click(screen.getByRole('button', { name: /Закрыть/ }));

    act(() => openCallback());
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sentKey(fetchMock, 3)).not.toBe(sentKey(fetchMock, 2));
  });

  it('a second submit while one is in flight sends nothing; 15 s without an answer is a network error', async () => {
    fetchMock = stubHangingService();
    await openModal();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const form = submitButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await advance(0);
    expect(isDisabled(screen.getByRole('button', { name: 'Отправка…' }))).toBe(true);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(14_999);
    expect(alertMock).not.toHaveBeenCalled();
    await advance(1);
    expect(alertMock).toHaveBeenCalledWith('Произошла ошибка при отправке заявки. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.');
    expect(valueOf(field('Имя'))).toBe('Мария');
    expect(isDisabled(submitButton())).toBe(false);
  });
});

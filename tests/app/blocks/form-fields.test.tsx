import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CALLBACK_EVENT } from '../../../app/lib/events.ts';
import { renderNode } from './render-node.tsx';

describe('FormFields', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has labelled e-mail, phone and question fields of the right types, and «Отправить»', () => {
    renderNode({ type: 'formFields', title: 'Задайте вопрос клинике' });
    expect(screen.getByRole('form', { name: 'Задайте вопрос клинике' })).toBeDefined();
    expect(screen.getByLabelText('Электронная почта').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Телефон').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Вопрос').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Отправить' }).getAttribute('type')).toBe('submit');
  });

  it('says before anything is typed that it sends nothing itself', () => {
    renderNode({ type: 'formFields' });
    const note = screen.getByText(/Эта форма ничего не отправляет сама/);
    expect(note.textContent).toContain('«Заказать обратную связь»');
    expect(screen.getByRole('button', { name: 'Отправить' }).getAttribute('aria-describedby')).toBe(note.id);
  });

  it('«Отправить» sends nothing, opens the callback modal and keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beaconSpy = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconSpy, configurable: true });
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const opened = vi.fn();
    window.addEventListener(OPEN_CALLBACK_EVENT, opened);

    renderNode({ type: 'formFields' });
    await user.type(screen.getByLabelText('Электронная почта'), 'maria@example.ru');
    await user.type(screen.getByLabelText('Телефон'), '+7 999 123-45-67');
    await user.type(screen.getByLabelText('Вопрос'), 'Можно ли приехать в июле?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    window.removeEventListener(OPEN_CALLBACK_EVENT, opened);

    expect(opened).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Электронная почта') as HTMLInputElement).value).toBe('maria@example.ru');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 999 123-45-67');
    expect((screen.getByLabelText('Вопрос') as HTMLTextAreaElement).value).toBe('Можно ли приехать в июле?');
    expect(screen.getByRole('status').textContent).toMatch(/Ваш вопрос не отправлен и остался в поле выше/);
  });

  it('Enter in a field does the same: no page load, the callback modal opens', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    window.addEventListener(OPEN_CALLBACK_EVENT, opened);
    renderNode({ type: 'formFields' });
    await user.type(screen.getByLabelText('Телефон'), '+79991234567{Enter}');
    window.removeEventListener(OPEN_CALLBACK_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+79991234567');
  });
});

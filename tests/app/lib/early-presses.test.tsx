import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormFields } from '../../../app/blocks/form-fields.tsx';
import { replayEarlyPresses } from '../../../app/lib/early-presses.ts';
import { OPEN_CALLBACK_EVENT } from '../../../app/lib/events.ts';
import INDEX_HTML from '../../../app/index.html?raw';

// docs/product.md, «Nothing typed is lost»: presses on a prerendered page before the app has taken
// it over. The first script of app/index.html — the one every page carries — runs here as the
// browser runs it.

const FIRST_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)![1]!;

let removers: (() => void)[] = [];
beforeEach(() => {
  // the script's listeners go on window: note them, to take them off after each test
  const add = window.addEventListener.bind(window);
  const spy = vi
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      add(type, listener, options);
      removers.push(() => window.removeEventListener(type, listener, options));
    });
  // and its timers: the script starts the app a little after the load event, which is no test's
  const timers: number[] = [];
  const setTimer = window.setTimeout.bind(window);
  const timerSpy = vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
    const timer = setTimer(callback, ms);
    timers.push(timer);
    return timer;
  }) as typeof window.setTimeout);
  const frameSpy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  new Function(FIRST_SCRIPT)();
  spy.mockRestore();
  timerSpy.mockRestore();
  frameSpy.mockRestore();
  removers.push(() => timers.forEach((timer) => window.clearTimeout(timer)));
});
afterEach(() => {
  for (const remove of removers) remove();
  removers = [];
  delete window.__early;
  document.body.innerHTML = '';
});

describe('before the app', () => {
  it('a press on a script-served button waits for the app, which replays it once', async () => {
    const pressed = vi.fn();
    const button = () => (
      <button type="button" onClick={pressed}>
        Заказать обратную связь
      </button>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(button());
    document.body.append(container);
    const element = container.querySelector('button')!;

    element.click();
    element.click();
    expect(pressed).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(container, button());
    });
    replayEarlyPresses();
    expect(pressed).toHaveBeenCalledTimes(1);
    // from now on the app handles presses itself
    element.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('once the app runs, a press on a part it has not taken over yet is kept until it has', async () => {
    const later = vi.fn();
    document.body.innerHTML = '<button type="button">Деятельность</button>';
    const waiting = document.querySelector('button')!;
    waiting.addEventListener('click', later);
    replayEarlyPresses();
    waiting.click();
    expect(later).not.toHaveBeenCalled();
    // the part's code arrives: React takes the button over (its props on the element), and the
    // part replays what waited
    Object.assign(waiting, { __reactProps$part: {} });
    replayEarlyPresses();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+K before the app is kept from the browser and opens the search once the app runs', () => {
    const early = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, cancelable: true });
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const heard = vi.fn();
    window.addEventListener('keydown', heard);
    replayEarlyPresses();
    window.removeEventListener('keydown', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0]).toMatchObject({ code: 'KeyK', ctrlKey: true });
    // once: a later call replays nothing
    replayEarlyPresses();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('no form is sent the browser’s way, before the app or after it', () => {
    document.body.innerHTML = '<form><input name="q" value="вопрос"></form>';
    const form = document.querySelector('form')!;
    const before = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    replayEarlyPresses();
    const after = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('FormFields sent before its code was here: nothing lost, the callback form opens once it is hydrated', async () => {
    const node = { type: 'formFields', title: 'Задайте вопрос клинике' } as const;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FormFields node={node} />);
    document.body.append(container);
    const question = container.querySelector('textarea')!;
    question.value = 'Можно ли приехать в июле?';
    const sending = new Event('submit', { cancelable: true, bubbles: true });
    container.querySelector('form')!.dispatchEvent(sending);
    expect(sending.defaultPrevented).toBe(true);

    const opened = vi.fn();
    window.addEventListener(OPEN_CALLBACK_EVENT, opened);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <FormFields node={node} />);
    });
    replayEarlyPresses();
    await act(async () => {
      await Promise.resolve();
    });
    window.removeEventListener(OPEN_CALLBACK_EVENT, opened);

    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toMatch(/Ваш вопрос не отправлен и остался в поле выше/);
    expect((screen.getByLabelText('Вопрос') as HTMLTextAreaElement).value).toBe('Можно ли приехать в июле?');
    act(() => root?.unmount());
  });
});

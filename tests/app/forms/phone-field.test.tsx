import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField, preloadPhoneInput } from '../../../app/forms/phone-field.tsx';

// The phone field while its component's chunk is on its way (docs/product.md, «Nothing typed is
// lost»): the stand-in takes typing from the first moment, and the component takes over the number,
// the focus and the caret. The chunk's arrival is held back here until the test lets it through.

const chunk = vi.hoisted(() => {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const state = { gate: new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject))), open: () => open(), fail: (error: Error) => fail(error) };
  return state;
});

vi.mock('../../../app/forms/phone-input.tsx', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

function Form({ initial = '' }: { initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <>
      <PhoneField id="phone" label="Телефон" value={phone} onChange={setPhone} />
      <output aria-label="значение">{phone}</output>
      <button type="button" onClick={() => setPhone('')}>
        Очистить
      </button>
    </>
  );
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
const formValue = () => screen.getByRole('status', { name: 'значение' }).textContent;
const countrySelect = () => screen.queryByRole('combobox', { name: 'Страна номера телефона' });

describe('before the phone component arrives', () => {
  // runs first: the chunk is still held back
  it('the stand-in takes typing, paste and a reset, and gives the form an international number', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(countrySelect()).toBeNull();
    expect(phoneBox().readOnly).toBe(false);
    expect(phoneBox().autocomplete).toBe('tel');
    expect(phoneBox().placeholder).toBe('+7 999 123-45-67');

    await user.type(phoneBox(), '999 123');
    expect(phoneBox().value).toBe('999 123');
    expect(formValue()).toBe('+7999123');

    await user.clear(phoneBox());
    await user.click(phoneBox());
    await user.paste('+7 (999) 123-45-67');
    expect(phoneBox().value).toBe('+7 (999) 123-45-67');
    expect(formValue()).toBe('+79991234567');

    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(phoneBox().value).toBe('');
    expect(formValue()).toBe('');
  });

  it('shows a number the form already had (a restored draft)', () => {
    render(<Form initial="+79991234567" />);
    expect(phoneBox().value).toBe('+79991234567');
  });
});

describe('when the phone component takes over', () => {
  beforeEach(() => {
    preloadPhoneInput();
  });
  afterEach(() => {
    chunk.open();
  });

  it('keeps the number typed so far, the focus and the caret, and typing goes on', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(phoneBox(), '999123');
    expect(document.activeElement).toBe(phoneBox());

    await act(async () => chunk.open());
    await waitFor(() => expect(countrySelect()).not.toBeNull(), { timeout: 10_000 });
    const input = phoneBox();
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('+7 999 123');
    expect(input.selectionStart).toBe(input.value.length);
    expect(formValue()).toBe('+7999123');

    await user.keyboard('4567');
    expect(input.value).toBe('+7 999 123 45 67');
    expect(formValue()).toBe('+79991234567');
  });

  it('leaves the focus where it is when the stand-in did not have it', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await waitFor(() => expect(countrySelect()).not.toBeNull(), { timeout: 10_000 });
    // already loaded: the component is there from the first render
    expect(document.activeElement).not.toBe(phoneBox());
    await user.click(phoneBox());
    await user.keyboard('{End}9991234567');
    expect(formValue()).toBe('+79991234567');
  });
});

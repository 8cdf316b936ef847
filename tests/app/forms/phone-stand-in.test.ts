import { describe, expect, it } from 'vitest';
import { caretBeforeTrailingDigits, digitsAfter, standInValue } from '../../../app/forms/phone-stand-in.ts';

// What the phone field's stand-in hands over to the phone component (docs/product.md, «Nothing
// typed is lost»).

describe('standInValue', () => {
  it.each([
    ['9991234567', '+79991234567'],
    ['999 123-45-67', '+79991234567'],
    ['+7 999 123-45-67', '+79991234567'],
    [' +7 (999) 123 45 67', '+79991234567'],
    ['999', '+7999'],
    // another country's code, written with its '+', is kept
    ['+380 44 123 4567', '+380441234567'],
    // the trunk prefix 8 of a Russian number written the Russian way
    ['89991234567', '+79991234567'],
    ['8 (999) 123-45-67', '+79991234567'],
    // a twelve-digit number is not one: it stays as typed for the form's own check
    ['899912345678', '+7899912345678'],
  ])('%j is %j', (text, value) => {
    expect(standInValue(text)).toBe(value);
  });

  it.each(['', ' ', '+', '-()'])('%j (no digit) is no value', (text) => {
    expect(standInValue(text)).toBe('');
  });
});

describe('the caret', () => {
  it('counts the digits after it', () => {
    expect(digitsAfter('999 123-45', 10)).toBe(0);
    expect(digitsAfter('999 123-45', 3)).toBe(5);
    expect(digitsAfter('999 123-45', 0)).toBe(8);
  });

  it('lands before as many digits of the formatted number', () => {
    const formatted = '+7 999 123 45 67';
    expect(caretBeforeTrailingDigits(formatted, 0)).toBe(formatted.length);
    expect(caretBeforeTrailingDigits(formatted, 2)).toBe(formatted.indexOf('67'));
    expect(caretBeforeTrailingDigits(formatted, 7)).toBe(formatted.indexOf('123'));
    expect(caretBeforeTrailingDigits(formatted, 10)).toBe(formatted.indexOf('999'));
    expect(caretBeforeTrailingDigits(formatted, 40)).toBe(0);
  });

  it('keeps its place among the digits through the formatting', () => {
    // typed '999123' with the caret after '999'; the component shows '+7 999 123'
    const typed = '999123';
    const formatted = '+7 999 123';
    const caret = caretBeforeTrailingDigits(formatted, digitsAfter(typed, 3));
    expect(formatted.slice(0, caret)).toBe('+7 999 ');
  });
});

import { describe, expect, it } from 'vitest';
import { wholeNumberInserted, withoutTrunkPrefix } from '../../../app/forms/phone-number-text.ts';

// How the phone field reads numbers as Russian visitors write them (spec §2.6).

describe('withoutTrunkPrefix', () => {
  it.each([
    ['+789991234567', '+79991234567'],
    ['+779991234567', '+79991234567'],
  ])('%j, eleven national digits after +7, is %j', (value, expected) => {
    expect(withoutTrunkPrefix(value)).toBe(expected);
  });

  it.each(['+79991234567', '+7899123456', '+3808991234567', '+78', '', '+7899912345678'])('leaves %j alone', (value) => {
    expect(withoutTrunkPrefix(value)).toBe(value);
  });
});

describe('wholeNumberInserted', () => {
  it.each([
    ['+7 (999) 123-45-67', '+79991234567'],
    ['+79991234567', '+79991234567'],
    [' +380 44 123 4567 ', '+380441234567'],
    ['+7 8 999 123 45 67', '+79991234567'],
  ])('%j replaces the field with %j', (text, value) => {
    expect(wholeNumberInserted(text)).toBe(value);
  });

  it.each(['9', '999 123', '89991234567', '+', ' + - '])('%j is left to the component', (text) => {
    expect(wholeNumberInserted(text)).toBeUndefined();
  });
});

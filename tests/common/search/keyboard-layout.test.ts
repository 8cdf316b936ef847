import { describe, expect, it } from 'vitest';
import { switchKeyboardLayout } from '../../../common/search/keyboard-layout.ts';

describe('switchKeyboardLayout', () => {
  it.each([
    ['ktxtybt', 'лечение'],
    ['Ktxtybt', 'Лечение'],
    ["'gbktgcbz", 'эпилепсия'],
    ['ltncrbq wtht,hfkmysq gfhfkbx', 'детский церебральный паралич'],
    ['[jlm,f', 'ходьба'],
    ['`krf', 'ёлка'],
  ])('reads the Latin keys %s as %s', (typed, meant) => {
    expect(switchKeyboardLayout(typed)).toBe(meant);
  });

  it.each([
    ['ькш', 'mri'],
    ['дуфкт', 'learn'],
  ])('reads the Russian keys %s as %s', (typed, meant) => {
    expect(switchKeyboardLayout(typed)).toBe(meant);
  });

  it.each(['', '2000', 'лечение m2', '…'])('leaves %j alone: no letters, or both alphabets', (text) => {
    expect(switchKeyboardLayout(text)).toBeUndefined();
  });
});

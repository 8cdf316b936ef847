import { describe, expect, it } from 'vitest';
import { ANKET_DEFAULTS, CALLBACK_DEFAULTS, type CallbackValues } from '../../../app/forms/form-values.ts';
import { validAnket } from './fixtures.ts';
import { countDigits, isEmail, isIsoDate, isNonNegativeNumber, validateAnket, validateCallback } from '../../../app/forms/validation.ts';

// Spec §5: which fields fail, for the callback form and the anket.

const callback = (patch: Partial<CallbackValues>): CallbackValues => ({ ...CALLBACK_DEFAULTS, name: 'Мария', phone: '+79991234567', consent: true, ...patch });

describe('validateCallback', () => {
  it('passes a name and a phone of 10 or more digits; additional info is optional', () => {
    expect(validateCallback(callback({}))).toEqual({});
    expect(validateCallback(callback({ phone: '+7999123456' }))).toEqual({});
    expect(validateCallback(callback({ additionalInfo: '' }))).toEqual({});
  });

  it('fails a name that is empty after trimming', () => {
    expect(validateCallback(callback({ name: '' }))).toEqual({ name: true });
    expect(validateCallback(callback({ name: ' \t\n ' }))).toEqual({ name: true });
  });

  it('fails a phone with fewer than 10 digits after removing non-digits', () => {
    expect(validateCallback(callback({ phone: '' }))).toEqual({ phone: true });
    expect(validateCallback(callback({ phone: '+7' }))).toEqual({ phone: true });
    expect(validateCallback(callback({ phone: '+7 999 12-34' }))).toEqual({ phone: true });
    expect(validateCallback(callback({ phone: '+7 (999) 123-45' }))).toEqual({ phone: true });
    expect(validateCallback(callback({ phone: '+7 (999) 123-45-6' }))).toEqual({});
  });

  it('reports both at once, and leaves consent to the disabled button', () => {
    expect(validateCallback({ ...CALLBACK_DEFAULTS })).toEqual({ name: true, phone: true });
    expect(validateCallback(callback({ consent: false }))).toEqual({});
  });

  it('counts digits only', () => {
    expect(countDigits('+7 (999) 123-45-67')).toBe(11);
    expect(countDigits('abc')).toBe(0);
  });
});

describe('validateAnket', () => {
  it('passes the required fields alone: middle names and dietary info are optional', () => {
    expect(validateAnket(validAnket())).toEqual({});
  });

  it('requires the ten fields of spec §5', () => {
    expect(Object.keys(validateAnket({ ...ANKET_DEFAULTS })).sort()).toEqual(
      ['childLastName', 'childFirstName', 'diagnosis', 'birthDate', 'height', 'weight', 'parentLastName', 'parentFirstName', 'phone', 'email'].sort(),
    );
  });

  it.each(['childLastName', 'childFirstName', 'diagnosis', 'parentLastName', 'parentFirstName'] as const)('fails %s when blank', (field) => {
    expect(validateAnket(validAnket({ [field]: '   ' }))).toEqual({ [field]: true });
  });

  it("requires the second attendant's last and first name only when secondAttendant is yes", () => {
    expect(validateAnket(validAnket({ secondAttendant: 'no' }))).toEqual({});
    expect(validateAnket(validAnket({ secondAttendant: 'yes' }))).toEqual({ secondAttendantLastName: true, secondAttendantFirstName: true });
    expect(validateAnket(validAnket({ secondAttendant: 'yes', secondAttendantLastName: 'Иванов', secondAttendantFirstName: 'Сергей' }))).toEqual({});
  });

  it('takes height and weight as numbers of at least 0', () => {
    expect(validateAnket(validAnket({ height: '0', weight: '0' }))).toEqual({});
    expect(validateAnket(validAnket({ height: '-1', weight: '-0.5' }))).toEqual({ height: true, weight: true });
    expect(validateAnket(validAnket({ height: 'сто' }))).toEqual({ height: true });
  });

  it('takes a real date of birth and an e-mail an input of type email would accept', () => {
    expect(validateAnket(validAnket({ birthDate: '2015-02-30' }))).toEqual({ birthDate: true });
    expect(validateAnket(validAnket({ email: 'maria@' }))).toEqual({ email: true });
    expect(validateAnket(validAnket({ email: 'maria example.ru' }))).toEqual({ email: true });
  });

  it('fails a phone without 10 digits', () => {
    expect(validateAnket(validAnket({ phone: '+7999' }))).toEqual({ phone: true });
  });
});

describe('field checks', () => {
  it("isEmail follows the HTML standard's valid e-mail address", () => {
    expect(isEmail('a@b')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.ru')).toBe(true);
    expect(isEmail('a@b.')).toBe(false);
    expect(isEmail('@b.ru')).toBe(false);
  });

  it('isNonNegativeNumber and isIsoDate', () => {
    expect(isNonNegativeNumber('12.5')).toBe(true);
    expect(isNonNegativeNumber('')).toBe(false);
    expect(isNonNegativeNumber('Infinity')).toBe(false);
    expect(isIsoDate('2016-02-29')).toBe(true);
    expect(isIsoDate('2015-02-29')).toBe(false);
    expect(isIsoDate('05.03.2015')).toBe(false);
  });
});

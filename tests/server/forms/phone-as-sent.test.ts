import { describe, expect, it } from 'vitest';
import { phoneAsSent } from '../../../server/forms/submissions/phone-as-sent.ts';

// A phone as a person says it, read as the international number the forms sent.

describe('phoneAsSent', () => {
  it.each([
    ['+7 912 345-67-89', '+79123456789'],
    ['8 (912) 345-67-89', '+79123456789'],
    ['8-912-345-67-89', '+79123456789'],
    ['7 912 345 67 89', '+79123456789'],
    ['912 345 67 89', '+79123456789'],
    ['8 (38343) 2-15-67', '+73834321567'],
    ['+375 29 123-45-67', '+375291234567'],
    ['8 10 375 29 123 45 67', '+375291234567'],
  ])('reads %s as %s', (text, phone) => {
    expect(phoneAsSent(text)).toEqual({ phone });
  });

  it.each(['123', '', '+7 912', '45 912 345 67 89 1', '+1234567890123456'])('refuses %j with a reason instead of guessing', (text) => {
    expect(phoneAsSent(text)).toHaveProperty('refusal');
  });
});

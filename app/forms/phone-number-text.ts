// How the phone field reads numbers the way Russian visitors write them (spec §2.6: Russia by
// default). Pure, so it is tested without a browser; used by the stand-in and by the component.

/** spec §2.6: default country RU, calling code not editable */
export const DEFAULT_CALLING_CODE = '7';

/**
 * '8 999 123-45-67' — the trunk prefix 8 (or a repeated 7) before the ten digits of a Russian
 * number — typed after the fixed '+7' gives '+78999…', eleven national digits, which no Russian
 * number has: it is read as '+7' and the ten digits. Anything else is left as it is.
 */
export function withoutTrunkPrefix(value: string): string {
  return /^\+7[78]\d{10}$/.test(value) ? `+7${value.slice(3)}` : value;
}

/**
 * Text pasted, autofilled or dropped into the number: one that carries a '+' is a whole
 * international number ('+7 (999) 123-45-67' copied from a contact) and replaces what the field
 * held — the component would otherwise append it to its fixed '+7' and drop it. undefined: the
 * component's own reading applies.
 */
export function wholeNumberInserted(text: string): string | undefined {
  if (!text.includes('+')) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : withoutTrunkPrefix(`+${digits}`);
}

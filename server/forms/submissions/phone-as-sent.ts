// A phone as a person says it on the telephone, turned into the international number the forms
// send (react-phone-number-input keeps E.164: "+7 912 345-67-89"). In Russia people say
// "8 912 345-67-89", "912 345 67 89" or dial abroad through 8 10; the deletion on request must find
// their forms all the same. A number that could be read two ways is refused, not guessed.

const MIN_DIGITS = 10;
const MAX_DIGITS = 15; // E.164

/** the number as "+" and its digits, or why it cannot be read */
export function phoneAsSent(text: string): { phone: string } | { refusal: string } {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('810') ? digits.slice(3) : russian(digits);
  if (international === undefined) return { refusal: `"${text}" is neither +<country><number> nor a Russian number (8 and ten digits, or ten digits)` };
  if (international.length < MIN_DIGITS || international.length > MAX_DIGITS)
    return { refusal: `"${text}" has ${international.length} digits: a whole number has ${MIN_DIGITS} to ${MAX_DIGITS}` };
  return { phone: `+${international}` };
}

/** 8 or 7 and ten digits, or the ten digits alone: the Russian number +7 and those ten */
function russian(digits: string): string | undefined {
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) return `7${digits.slice(1)}`;
  if (digits.length === 10) return `7${digits}`;
  return undefined;
}

// A query typed with the wrong keyboard layout: the keys of the Russian ЙЦУКЕН layout and the
// Latin QWERTY one, position for position, so "ktxtybt" reads "лечение" and "дуфкт" reads "learn".

const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

const toCyrillic = new Map([...LATIN_KEYS].map((key, index) => [key, CYRILLIC_KEYS[index]!]));
const toLatin = new Map([...CYRILLIC_KEYS].map((key, index) => [key, LATIN_KEYS[index]!]));

const LATIN_LETTER = /[a-z]/i;
const CYRILLIC_LETTER = /[а-яё]/i;

/**
 * The same keys read in the other layout: Latin letters become Russian ones, or Russian letters
 * Latin ones. Undefined when the text mixes both alphabets or has no letter to switch.
 */
export function switchKeyboardLayout(text: string): string | undefined {
  const latin = LATIN_LETTER.test(text);
  const cyrillic = CYRILLIC_LETTER.test(text);
  if (latin === cyrillic) return undefined;
  const table = latin ? toCyrillic : toLatin;
  let switched = '';
  for (const character of text) switched += table.get(character) ?? character;
  return switched;
}

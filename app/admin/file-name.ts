// A new entry's file name from its title (docs/web-editor.md): Russian letters transliterated, the
// rest made a plain lowercase name of letters, digits and hyphens — «Иванова Мария Петровна» →
// ivanova-mariya-petrovna — which is also a route for a page. Decap adds -1, -2… when it is taken.

const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const MAX_LENGTH = 60;

export function fileNameOf(title: string): string {
  const latin = [...title.toLowerCase()].map((letter) => LETTERS[letter] ?? letter).join('');
  const name = latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return name === '' ? 'new' : name;
}

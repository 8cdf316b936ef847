import { forEachWord } from '../../common/search/text-words.ts';
import type { SearchIndexEntry } from '../../common/schema/db.ts';

// Search index entries at any count, for the search bench and the fragment tests.

/**
 * Entries shaped like the real ones (a title, a one-sentence description, 2–6 sections of 20–80
 * words) from the real vocabulary plus 30 000 made-up words, drawn with a Zipf-like skew so common
 * words are common. Seeded: every run benches the same index.
 */
export function generateEntries(real: SearchIndexEntry[], count: number): SearchIndexEntry[] {
  const random = seededRandom(6);
  const realWords = new Set<string>();
  for (const entry of real) {
    for (const text of [entry.title, entry.description, entry.body, ...entry.headings.flatMap((heading) => [heading.text, heading.body])]) {
      forEachWord(text, (word) => {
        realWords.add(word.toLowerCase());
      });
    }
  }
  const syllables = ['ка', 'ро', 'ми', 'не', 'та', 'ло', 'ви', 'за', 'пре', 'ст', 'ор', 'ен', 'ти', 'ва', 'ль', 'ско', 'ия', 'ость', 'ный', 'ами'];
  const madeUp = new Set<string>();
  while (madeUp.size < 30_000) {
    let word = '';
    for (let length = 2 + Math.floor(random() * 4); length > 0; length--) word += syllables[Math.floor(random() * syllables.length)];
    madeUp.add(word);
  }
  const vocabulary = [...realWords, ...madeUp];
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!;
  const words = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, word).join(' ');
  const sentence = (min: number, max: number) => {
    const text = words(min, max);
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, index): SearchIndexEntry => {
    const href = `/generated/page-${index}`;
    return {
      title: sentence(2, 6).slice(0, -1),
      description: sentence(10, 25),
      href,
      body: sentence(20, 60),
      headings: Array.from({ length: 2 + Math.floor(random() * 5) }, (_, section) => ({
        text: sentence(2, 5).slice(0, -1),
        href: `${href}#section-${section}`,
        level: section % 3 === 0 ? 2 : 3,
        body: `${sentence(10, 40)} ${sentence(10, 40)}`,
      })),
    };
  });
}

/** mulberry32 */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

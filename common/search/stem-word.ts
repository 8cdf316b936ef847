import { stemmer } from '@orama/stemmers/russian';
import { foldText, restoreCyrillic } from './fold-text.ts';

/** stems already computed: a fragment search stems a word again in each fragment and page it is in */
const known = new Map<string, string>();
const MAX_KNOWN = 200_000;

/**
 * The key two forms of one word share (лечение, лечения, лечении → the same key): the Russian
 * Snowball stem of the lowercased word, folded like everything else. `word` is lowercased.
 */
export function stemKey(word: string): string {
  let key = known.get(word);
  if (key === undefined) {
    key = foldText(stemmer(restoreCyrillic(word)));
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(word, key);
  }
  return key;
}

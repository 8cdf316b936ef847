import { stemmer } from '@orama/stemmers/russian';
import { foldText, restoreCyrillic } from './fold-text.ts';

/**
 * The key two forms of one word share (лечение, лечения, лечении → the same key): the Russian
 * Snowball stem of the lowercased word, folded like everything else. `word` is lowercased.
 */
export function stemKey(word: string): string {
  return foldText(stemmer(restoreCyrillic(word)));
}

import { editDistanceWithin } from '../../common/search/edit-distance.ts';

/**
 * The known name nearest to a misspelt one, for «did you mean» hints: letters added, dropped,
 * changed or two neighbours swapped («uint» → «unit») count one edit each, case aside. A short
 * name allows fewer edits, so «x» suggests nothing rather than any name of two letters.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const allowed = wanted.length <= 2 ? 0 : wanted.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    const distance = editDistanceWithin(wanted, candidate.toLowerCase(), allowed);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

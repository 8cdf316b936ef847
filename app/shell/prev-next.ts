import type { SequenceRecord } from '../../common/schema/db.ts';

// spec §2.10: a page in a sequence links to its neighbours.

export interface Neighbours {
  previous: { href: string; title: string } | undefined;
  next: { href: string; title: string } | undefined;
}

export function neighbours(sequences: readonly SequenceRecord[], path: string): Neighbours {
  for (const sequence of sequences) {
    const index = sequence.items.findIndex((item) => item.href === path);
    if (index === -1) continue;
    return { previous: sequence.items[index - 1], next: sequence.items[index + 1] };
  }
  return { previous: undefined, next: undefined };
}

// Heading ids, spec §5: lowercased; anything but Latin or Cyrillic letters, digits, spaces and
// hyphens removed; whitespace to hyphens; repeated hyphens collapsed. The spec's random fallback
// for an empty id is replaced by a counter, so the emitted data is deterministic.

const NOT_ALLOWED = /[^a-z\u0430-\u045f\d\s-]/gu;

export function slugifyHeading(text: string): string {
  return text.toLowerCase().replace(NOT_ALLOWED, '').trim().replace(/\s+/g, '-').replace(/-+/g, '-');
}

/** Hands out unique ids for one page: a repeated id gets -2, -3, …; an empty one heading-1, heading-2, … */
export function createHeadingIdAllocator(): (text: string) => { id: string; empty: boolean } {
  const used = new Set<string>();
  /** per base id, the suffix to try next: ids are never freed, so the search resumes there (linear, not quadratic) */
  const nextSuffix = new Map<string, number>();
  let emptyCount = 0;
  return (text) => {
    const base = slugifyHeading(text);
    if (base === '') {
      let id: string;
      do id = `heading-${++emptyCount}`;
      while (used.has(id));
      used.add(id);
      return { id, empty: true };
    }
    let id = base;
    if (used.has(id)) {
      let n = nextSuffix.get(base) ?? 2;
      while (used.has(`${base}-${n}`)) n++;
      id = `${base}-${n}`;
      nextSuffix.set(base, n + 1);
    }
    used.add(id);
    return { id, empty: false };
  };
}

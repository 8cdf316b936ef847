import { describe, expect, it } from 'vitest';
import { neighbours } from '../../../app/shell/prev-next.ts';

// spec §2.10
const sequences = [
  {
    id: 'news',
    items: [
      { href: '/news/nomination-2011', title: 'Номинация' },
      { href: '/news/victory-2012', title: 'Победа' },
    ],
  },
  { id: 'research', items: [{ href: '/research/m2', title: 'M2' }] },
  { id: 'main', items: ['/about', '/contacts', '/reviews'].map((href) => ({ href, title: href })) },
];

describe('previous and next', () => {
  it('the news order', () => {
    expect(neighbours(sequences, '/news/nomination-2011')).toEqual({ previous: undefined, next: { href: '/news/victory-2012', title: 'Победа' } });
    expect(neighbours(sequences, '/news/victory-2012').previous?.href).toBe('/news/nomination-2011');
  });
  it('a one-item list has no neighbours', () => {
    expect(neighbours(sequences, '/research/m2')).toEqual({ previous: undefined, next: undefined });
  });
  it('the main sequence', () => {
    expect(neighbours(sequences, '/contacts')).toEqual({ previous: { href: '/about', title: '/about' }, next: { href: '/reviews', title: '/reviews' } });
  });
  it('a page in no sequence', () => {
    expect(neighbours(sequences, '/anket')).toEqual({ previous: undefined, next: undefined });
  });
});

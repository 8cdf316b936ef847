import { describe, expect, it } from 'vitest';
import { ANKET_DRAFT_KEY, clearAnketDraft, loadAnketDraft, saveAnketDraft } from '../../../app/forms/anket-draft.ts';
import { ANKET_DEFAULTS } from '../../../app/forms/form-values.ts';
import { validAnket } from './fixtures.ts';

// The anket's draft in sessionStorage: survives a reload, never holds the consent.

const typed = () => {
  const { consent: _consent, ...values } = validAnket({ separateBed: 'yes' });
  return values;
};

describe('anket draft', () => {
  it('saves and loads the typed values and the unlocked flag', () => {
    saveAnketDraft({ unlocked: true, values: typed() });
    expect(JSON.parse(sessionStorage.getItem(ANKET_DRAFT_KEY)!)).not.toHaveProperty('values.consent');
    expect(loadAnketDraft()).toEqual({ unlocked: true, values: typed() });
  });

  it('stores nothing while nothing is typed, and clears', () => {
    const { consent: _consent, ...blank } = ANKET_DEFAULTS;
    saveAnketDraft({ unlocked: true, values: typed() });
    saveAnketDraft({ unlocked: true, values: blank });
    expect(sessionStorage.getItem(ANKET_DRAFT_KEY)).toBeNull();
    saveAnketDraft({ unlocked: false, values: typed() });
    clearAnketDraft();
    expect(loadAnketDraft()).toBeUndefined();
  });

  it('ignores broken or foreign data field by field', () => {
    sessionStorage.setItem(ANKET_DRAFT_KEY, '{not json');
    expect(loadAnketDraft()).toBeUndefined();
    sessionStorage.setItem(
      ANKET_DRAFT_KEY,
      JSON.stringify({ unlocked: 'yes', values: { childLastName: 'Иванов', height: 120, gastrostomy: 'maybe', unknown: 'x' } }),
    );
    const draft = loadAnketDraft()!;
    expect(draft.unlocked).toBe(false);
    expect(draft.values.childLastName).toBe('Иванов');
    expect(draft.values.height).toBe('');
    expect(draft.values.gastrostomy).toBe('no');
    expect(draft.values).not.toHaveProperty('unknown');
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => null,
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveAnketDraft({ unlocked: true, values: typed() }, full)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { consentVersionsOf } from '../../../../server/forms/receiver/consent-versions.ts';

// The editions a submission is recorded under come from the deployed build's db.json: the consent
// and the policy always, the health consent only when the clinic's healthDataBasis asks for it.

const pages = [
  { id: 'consent', hash: 'c1' },
  { id: 'privacy-policy', hash: 'p1' },
  { id: 'consent-health', hash: 'h1' },
];

describe('consentVersionsOf', () => {
  it('names the consent and the policy; the health consent page alone asks for nothing', () => {
    expect(consentVersionsOf({ pages, site: { healthDataBasis: 'medical-exception' } })).toEqual({ textVersion: 'c1', policyVersion: 'p1' });
    expect(consentVersionsOf({ pages })).toEqual({ textVersion: 'c1', policyVersion: 'p1' });
  });

  it('under written-consent names the health consent page and its edition', () => {
    expect(consentVersionsOf({ pages, site: { healthDataBasis: 'written-consent' } })).toEqual({
      textVersion: 'c1',
      policyVersion: 'p1',
      health: { document: 'consent-health', version: 'h1' },
    });
  });

  it('throws under written-consent when the build has no health consent page: nothing to record consent to', () => {
    expect(() => consentVersionsOf({ pages: pages.slice(0, 2), site: { healthDataBasis: 'written-consent' } })).toThrow(/consent-health/);
  });
});

import { readFileSync, statSync } from 'node:fs';
import type { PageRecord } from '../../../common/schema/db.ts';
import { HEALTH_CONSENT_PAGE_ID } from '../../../common/forms/form-definitions.ts';

// The consent a visitor gives is to the texts as built: the versions recorded with a submission are
// the content hashes of the page records `consent` and `privacy-policy` of the build's db.json, and,
// when the clinic's healthDataBasis is written-consent (152-ФЗ ст. 10 ч. 2 п. 1), the document and
// hash of `consent-health`, the separate consent an anket must then carry.

export interface ConsentVersions {
  textVersion: string;
  policyVersion: string;
  /** the separate consent to the anket's health data, when the build asks for it */
  health?: { document: string; version: string };
}

const CONSENT_PAGE_ID = 'consent';
const POLICY_PAGE_ID = 'privacy-policy';

/** the versions in a build; throws when either page is missing (nothing to consent to) */
export function consentVersionsOf(db: { pages?: readonly Pick<PageRecord, 'id' | 'hash'>[]; site?: { healthDataBasis?: string } }): ConsentVersions {
  const hashOf = (id: string): string => {
    const hash = db.pages?.find((page) => page.id === id)?.hash;
    if (typeof hash !== 'string' || hash === '') throw new Error(`the build has no page "${id}" to record consent to`);
    return hash;
  };
  const versions: ConsentVersions = { textVersion: hashOf(CONSENT_PAGE_ID), policyVersion: hashOf(POLICY_PAGE_ID) };
  if (db.site?.healthDataBasis === 'written-consent') versions.health = { document: HEALTH_CONSENT_PAGE_ID, version: hashOf(HEALTH_CONSENT_PAGE_ID) };
  return versions;
}

/** reads db.json again whenever it changed (a rebuild renames a new one into place) */
export function consentVersionsFromFile(dbFile: string): () => ConsentVersions {
  let cached: { mtimeMs: number; versions: ConsentVersions } | undefined;
  return () => {
    const { mtimeMs } = statSync(dbFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, versions: consentVersionsOf(JSON.parse(readFileSync(dbFile, 'utf8')) as Parameters<typeof consentVersionsOf>[0]) };
    }
    return cached.versions;
  };
}

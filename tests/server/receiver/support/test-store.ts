import type { StoredSubmission, SubmissionInput, SubmissionStore } from '../../../../server/receiver/http/submission-store.ts';

// The store every receiver test uses, made in ONE place: an in-memory stand-in for the storage
// port today; once the PGlite-backed storage merges, createTestStore opens an in-memory PGlite,
// migrates it and binds storeSubmission to it, and `stored` reads the rows back decrypted.

type StoredRecord = SubmissionInput & { reference: string };

export interface TestStore {
  store: SubmissionStore;
  /** every submission stored, oldest first, as it went in */
  stored(): Promise<StoredRecord[]>;
  close(): Promise<void>;
}

export async function createTestStore(): Promise<TestStore> {
  const byKey = new Map<string, StoredRecord>();
  const records: StoredRecord[] = [];
  const counters = { callback: 0, anket: 0 };
  const store: SubmissionStore = {
    async storeSubmission(input): Promise<StoredSubmission> {
      const first = byKey.get(input.idempotencyKey);
      if (first !== undefined) return { reference: first.reference, duplicate: true };
      const number = ++counters[input.form];
      const reference = `${input.form === 'callback' ? 'К' : 'А'}-${String(number).padStart(6, '0')}`;
      const record = structuredClone({ ...input, reference });
      byKey.set(input.idempotencyKey, record);
      records.push(record);
      return { reference, duplicate: false };
    },
  };
  return { store, stored: async () => structuredClone(records), close: async () => undefined };
}

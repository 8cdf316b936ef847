import { randomBytes } from 'node:crypto';
import type { FormName } from '../../../../common/forms/form-definitions.ts';
import { openDatabase, type Database } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import type { SubmissionStore } from '../../../../server/forms/receiver/submission-store.ts';
import { storeSubmission, type SubmissionInput } from '../../../../server/forms/submissions/store-submission.ts';
import { testCipher } from '../fixtures.ts';
import { cipherContext } from '../../../../server/forms/submissions/cipher-context.ts';

// The store every receiver test uses, made in ONE place: the real storage — an in-memory PGlite,
// migrated, with storeSubmission bound to it and to a test key — and `stored`, which reads the rows
// back decrypted in the shape they went in.
//
// Starting a PGlite takes one to three seconds here, and the HTTP tests make a store per test, so a
// test file starts ONE PGlite and every store gets a schema of its own in it: each transaction of
// the store sets search_path to its schema first (SET LOCAL), so migrate and storeSubmission run
// unchanged on tables and sequences of their own. The PGlite ends with the test file's process.

type StoredRecord = SubmissionInput & { reference: string };

export interface TestStore {
  store: SubmissionStore;
  /** every submission stored, oldest first, as it went in */
  stored(): Promise<StoredRecord[]>;
  close(): Promise<void>;
}

interface SubmissionRow {
  reference: string;
  form: FormName;
  idempotency_key: string;
  received_at: Date;
  fields_cipher: Uint8Array;
  notice_cipher: Uint8Array;
  key_id: string;
  phone_hmac: string | null;
  consent_text_version: string;
  policy_version: string;
  consent_at: Date;
  client_address: string;
  user_agent: string;
  consent_ticked: boolean;
  health_consent_document: string | null;
  health_consent_version: string | null;
}

let shared: Promise<Database> | undefined;

/** the file's PGlite, seen through `schema`: every query runs in a transaction that first sets search_path */
function inSchema(database: Database, schema: string): Database {
  const transaction: Database['transaction'] = (fn) =>
    database.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${schema}`);
      return fn(tx);
    });
  return {
    query: (text, params) => transaction((tx) => tx.query(text, params)),
    transaction,
    close: () => database.query(`DROP SCHEMA ${schema} CASCADE`).then(() => undefined),
  };
}

export async function createTestStore(): Promise<TestStore> {
  shared ??= openDatabase({});
  const schema = `test_store_${randomBytes(6).toString('hex')}`;
  await (await shared).query(`CREATE SCHEMA ${schema}`);
  const db = inSchema(await shared, schema);
  await migrate(db);
  const cipher = testCipher();
  const store: SubmissionStore = { storeSubmission: (input) => storeSubmission(db, cipher, input) };

  const stored = async (): Promise<StoredRecord[]> => {
    const { rows } = await db.query<SubmissionRow>('SELECT * FROM submissions ORDER BY id');
    return rows.map((row) => {
      const fields = cipher.decryptJson<Record<string, string>>(row.fields_cipher, row.key_id, cipherContext('fields', row.idempotency_key));
      const record: StoredRecord = {
        reference: row.reference,
        form: row.form,
        idempotencyKey: row.idempotency_key,
        fields,
        notice: cipher.decryptJson<Record<string, string>>(row.notice_cipher, row.key_id, cipherContext('notice', row.idempotency_key)),
        consent: {
          textVersion: row.consent_text_version,
          policyVersion: row.policy_version,
          at: row.consent_at,
          ticked: row.consent_ticked,
          ...(row.health_consent_document === null ? {} : { health: { document: row.health_consent_document, version: row.health_consent_version! } }),
        },
        client: { address: row.client_address, userAgent: row.user_agent },
        receivedAt: row.received_at,
      };
      if (row.phone_hmac !== null) record.phone = phoneOfHmac(row.phone_hmac, fields);
      return record;
    });
  };

  /** only the phone's HMAC is stored: the phone is the one the fields hold whose HMAC it is */
  const phoneOfHmac = (hmac: string, fields: Record<string, string>): string => {
    const candidates = Object.values(fields).flatMap((value) => [value, ...value.split('\n').map((line) => line.replace(/^[^:]*:/, ''))]);
    const phone = candidates.map((candidate) => candidate.trim()).find((candidate) => /\d/.test(candidate) && cipher.phoneHmac(candidate) === hmac);
    if (phone === undefined) throw new Error(`phone_hmac ${hmac} is the HMAC of no phone in the stored fields`);
    return phone;
  };

  return { store, stored, close: () => db.close() };
}

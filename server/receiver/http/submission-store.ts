import type { FormName } from '../../../common/forms/form-definitions.ts';

// The port through which the HTTP service stores a submission: the storage API's storeSubmission
// (server/receiver/submissions/store-submission.ts) with its database and cipher bound, so the
// service neither opens a database nor holds a key.

export interface SubmissionInput {
  form: FormName;
  /** one per submission: a second call with the same key stores nothing and answers the first reference */
  idempotencyKey: string;
  /** every field of the form's closed list as sent; never access_key nor the honeypot */
  fields: Record<string, string>;
  /** what the clinic's e-mail may say: callback {name, phone}; anket {} (its contents are health data) */
  notice: Record<string, string>;
  /** as sent, for finding the submission on a deletion request; absent when there is none */
  phone?: string;
  consent: { textVersion: string; policyVersion: string; at: Date };
  client: { address: string; userAgent: string };
  receivedAt: Date;
}

export interface StoredSubmission {
  reference: string;
  duplicate: boolean;
}

export interface SubmissionStore {
  /** resolves once the submission (and its outbox row) is committed; rejects on any storage error */
  storeSubmission(input: SubmissionInput): Promise<StoredSubmission>;
}

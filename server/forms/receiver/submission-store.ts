import type { StoredSubmission, SubmissionInput } from '../submissions/store-submission.ts';

// The port through which the HTTP service stores a submission: the storage API's storeSubmission
// (server/forms/submissions/store-submission.ts) with its database and cipher bound, so the
// service neither opens a database nor holds a key. The service fills the input's fields with the
// form's closed list as sent (never access_key nor the honeypot), its notice with what the
// clinic's e-mail may say (submission-parts.ts) and its phone when the form has one.

export interface SubmissionStore {
  /** resolves once the submission (and its outbox row) is committed; rejects on any storage error */
  storeSubmission(input: SubmissionInput): Promise<StoredSubmission>;
}

import { loadFacts } from '../../pipeline/read/load-facts.ts';

// What the receiver takes from the clinic's facts (content/data/clinic.yaml), so that it does what
// the privacy policy, built from the same facts, says: how many days a delivered form is kept,
// and the clinic's address the notices go to unless RECEIVER_NOTICE_TO names another.

export interface ClinicSettings {
  retentionDays: number;
  email: string;
}

export async function loadClinicSettings(contentDir: string): Promise<ClinicSettings> {
  const { facts, diagnostics } = await loadFacts(contentDir);
  if (facts === undefined) throw new Error(`the clinic's facts in ${contentDir} cannot be read: ${diagnostics.map((problem) => problem.message).join('; ')}`);
  const retentionDays = Number(facts.texts.get('formsRetentionDays.number'));
  const email = facts.texts.get('email');
  if (!Number.isInteger(retentionDays) || retentionDays < 1 || email === undefined)
    throw new Error(`the clinic's facts in ${contentDir} name no formsRetentionDays or email`);
  return { retentionDays, email };
}

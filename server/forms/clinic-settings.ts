import { readFileSync } from 'node:fs';
import { z } from 'zod';

// What the forms service takes from the clinic's facts, as the build wrote them into db.json's
// `site` (content/data/clinic.yaml): how many days a delivered form is kept, and the clinic's
// address the notices go to unless RECEIVER_NOTICE_TO names another. Reading the build, not the
// markdown, keeps the compiler off the clinic's server; the privacy policy states the same numbers
// because it is built from the same facts.

export interface ClinicSettings {
  retentionDays: number;
  email: string;
}

const builtSiteSchema = z.object({
  site: z.object({ email: z.email(), formsRetentionDays: z.number().int().positive() }),
});

/** throws naming the file and what it lacks */
export function readClinicSettings(dbFile: string): ClinicSettings {
  let db: unknown;
  try {
    db = JSON.parse(readFileSync(dbFile, 'utf8'));
  } catch (error) {
    throw new Error(`the site's build ${dbFile} cannot be read (run npm run build): ${(error as Error).message}`);
  }
  const parsed = builtSiteSchema.safeParse(db);
  if (!parsed.success) throw new Error(`the site's build ${dbFile} names no clinic e-mail or formsRetentionDays in "site": build it again`);
  return { retentionDays: parsed.data.site.formsRetentionDays, email: parsed.data.site.email };
}

import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW } from '../launch.ts';
import { text } from './values.ts';

// content/data/patients.yaml: what the clinic tells its patients about their rights and duties,
// its internal rules, access for disabled people and the rules of paid medical services.

const items = z.array(text).min(1);

export const patientsSchema = z
  .object({
    /** the patient's rights (323-ФЗ ст. 19) */
    rights: sampled(items, { topic: 'правовые тексты', law: ['323-ФЗ ст. 19', ...SITE_CONTENT_LAW] }),
    /** the patient's duties (323-ФЗ ст. 27) */
    duties: sampled(items, { topic: 'правовые тексты', law: ['323-ФЗ ст. 27', ...SITE_CONTENT_LAW] }),
    /** the internal rules for patients, as the clinic approved them */
    internalRules: sampled(items, { topic: 'правовые тексты', law: SITE_CONTENT_LAW }),
    /** how a disabled person reaches and is served in the clinic */
    accessibility: sampled(items, { topic: 'правовые тексты', law: ['181-ФЗ ст. 15', ...SITE_CONTENT_LAW] }),
    /**
     * the act the clinic's paid services follow, as the pages name it: the rules of 11.05.2023 № 736
     * expired on 01.09.2026, and their successor is named once the clinic's lawyer confirms it
     */
    paidServicesRules: sampled(text, { topic: 'правовые тексты', law: ['правила платных медицинских услуг'] }),
    /**
     * what those rules ask the site to tell a consumer of paid services, one item each, as the
     * lawyer lists them once the rules are settled; the block `paid-services` shows them on /prices
     */
    paidServices: sampled(items, { topic: 'правовые тексты', law: ['правила платных медицинских услуг'] }),
  })
  .strict();

export type PatientsFile = z.infer<typeof patientsSchema>;

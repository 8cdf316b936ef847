import { z } from 'zod';
import { expectation } from './expectations.ts';
import { SIDEBAR_IDS } from '../routes/sidebar-ids.ts';
import { isoDateSchema } from './content-items.ts';
import { checklistTopicSchema, legalSourceSchema } from './launch.ts';
import { licensedWorkSchema } from './clinic-data/licensed-works.ts';

const note = z.string().trim().min(1);

/**
 * One thing on a page the clinic must send (a plain text, or `send:`) or decide (`decide:`) before
 * launch, with the launch checklist's group (`topic:`, by default the page's texts) and the law that
 * asks for it (`law:`).
 */
const pageSampleSchema = z.union([
  note,
  z
    .object({ send: note.optional(), decide: note.optional(), topic: checklistTopicSchema.optional(), law: z.array(legalSourceSchema).min(1).optional() })
    .strict()
    .refine((item) => (item.send === undefined) !== (item.decide === undefined), expectation('send-or-decide')),
]);

/**
 * A medical service the page offers, with the licensed work it needs (content/data/licence.yaml
 * names the works the licence covers): the build puts a service whose work is not named, or not in
 * the licence, on the launch checklist (КоАП 14.1; 38-ФЗ ст. 7 п. 7).
 */
const pageServiceSchema = z
  .object({
    name: note,
    /** the work of the licence that covers it (common/schema/clinic-data/licensed-works.ts) */
    work: licensedWorkSchema.optional(),
    /**
     * the service uses a biomedical cell product, which needs the product's state registration or
     * a permit for its clinical trial (180-ФЗ)
     */
    requires: z.enum(['cell-product-registration']).optional(),
    /** the number and date of that registration certificate or permit, once the clinic has sent it */
    registration: note.optional(),
  })
  .strict();

/** a sidebar group: the sidebar's id (common/routes/sidebar-ids.ts), «/», the group's title */
const pageSectionSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^(${SIDEBAR_IDS.join('|')})/\\S.*$`), expectation('page-section'));

/** The YAML frontmatter every page starts with. Unknown keys are errors, so typos surface. */
export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1, 'a non-empty title'),
    /** one sentence: it feeds search and the page's meta description */
    description: z.string().trim().min(1, 'a non-empty one-sentence description'),
    /** shorter title for breadcrumbs and prev/next links, when the title is long */
    shortTitle: z.string().trim().min(1).optional(),
    /** the day a doctor last checked the page, YYYY-MM-DD: shown as «Проверено врачом» */
    lastReviewed: isoDateSchema.optional(),
    /**
     * what on the page is a sample the clinic must still supply (names, reviews, prices beyond
     * spec §2.12), one item each: `check --release` refuses each at its line
     */
    sample: z.union([note, z.array(pageSampleSchema).min(1)]).optional(),
    /**
     * the page is meant to be opened by its address only (a demonstration, a link sent by letter):
     * no warning that no navigation, sequence or link reaches it (check/reachable-pages.ts)
     */
    orphan: z.boolean().optional(),
    /**
     * the sidebar group the page is listed in, «<sidebar>/<group title>» («main/Информация»): the
     * build adds it to that group's end unless the sidebar lists it already (pipeline/read/place-pages.ts)
     */
    section: pageSectionSchema.optional(),
    /**
     * the page advertises the clinic's offers (its promotions): the warning «Имеются противопоказания.
     * Необходима консультация специалиста.» heads it, at least 5 % of its area (38-ФЗ ст. 24 ч. 7)
     */
    advertising: z.boolean().optional(),
    /**
     * the medical services the page offers, each with its licensed work; a page under services/
     * writes them (`services: []` when it only lists other pages' services)
     */
    services: z.array(pageServiceSchema).optional(),
    /**
     * the medical workers' positions the page names («инструктор по лечебной физкультуре»): each
     * needs a worker's file in content/data/staff/ whose position says it (323-ФЗ ст. 79)
     */
    roles: z.array(note).min(1).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

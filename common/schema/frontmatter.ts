import { z } from 'zod';
import { expectation } from './expectations.ts';
import { isoDateSchema } from './content-items.ts';
import { checklistTopicSchema, legalSourceSchema } from './launch.ts';

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
     * the page advertises the clinic's offers (its promotions): the warning «Имеются противопоказания.
     * Необходима консультация специалиста.» heads it, at least 5 % of its area (38-ФЗ ст. 24 ч. 7)
     */
    advertising: z.boolean().optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

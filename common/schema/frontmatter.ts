import { z } from 'zod';
import { isoDateSchema } from './content-items.ts';

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
    sample: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

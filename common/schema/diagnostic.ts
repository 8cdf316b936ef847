import { z } from 'zod';

/** Every content problem the pipeline can report. Codes are stable: editors and CI match on them. */
export const DIAGNOSTIC_CODES = [
  'content-dir-missing',
  'file-unreadable',
  'frontmatter-missing',
  'frontmatter-yaml',
  'frontmatter-invalid',
  'route-duplicate',
  'block-unknown',
  'block-unclosed',
  'block-stray-closer',
  'block-attribute-invalid',
  'block-title-missing',
  'block-body-yaml',
  'block-body-invalid',
  'block-content-invalid',
  'block-title-repeats-heading',
  'heading-empty',
  'nesting-too-deep',
  'page-too-large',
  'page-compile-failed',
  'public-file-unsafe',
  'link-protocol',
  'link-relative',
  'link-malformed',
  'link-broken',
  'anchor-broken',
  'image-missing',
  'image-external',
  'image-alt-missing',
  'image-unmeasurable',
  'image-too-small',
  'nav-file-missing',
  'nav-yaml',
  'nav-invalid',
  'nav-target-missing',
  'html-unsupported',
  'typography',
  // reported by the clinic facts (content/data/clinic.yaml: the file itself; a {{name}} that names
  // no fact; a value still marked as a sample)
  'facts-file-missing',
  'facts-yaml',
  'facts-invalid',
  'fact-unknown',
  'sample-value',
  'form-service-abroad',
  // reported by the site search's vocabulary (content/data/search-vocabulary.yaml)
  'search-vocabulary-yaml',
  'search-vocabulary-invalid',
  'search-vocabulary-unused',
  // reported by the clinic's data files (content/data/*.yaml, content/data/staff/*.yaml) and the
  // blocks that show them
  'data-yaml',
  'data-invalid',
  'data-missing',
  'block-data-missing',
  'review-consent',
  'licence-issuer-unknown',
  // reported across the site: a page nothing leads to; a news item the build does not publish yet
  'page-unreached',
  'news-scheduled',
] as const;

const diagnosticCodeSchema = z.enum(DIAGNOSTIC_CODES);
export type DiagnosticCode = z.infer<typeof diagnosticCodeSchema>;

export const diagnosticSchema = z.object({
  code: diagnosticCodeSchema,
  severity: z.enum(['error', 'warning']),
  /** the text in the language asked for (in memory: Russian, the default) */
  message: z.string(),
  /** what the message is made from (pipeline/messages/): kept so it can be rendered in any language */
  params: z.record(z.string(), z.unknown()).optional(),
  /** path relative to the content folder, with forward slashes */
  file: z.string(),
  /** 1-based */
  line: z.number().int().min(1),
  /** 1-based, when known */
  column: z.number().int().min(1).optional(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

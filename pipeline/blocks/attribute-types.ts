import { z } from 'zod';
import { expectation } from '../../common/schema/expectations.ts';

// Attributes come from the info line `{open cols=3 href="/about"}`: a bare word is `true`, the
// rest are strings. These helpers turn them into typed values and reject everything unknown.

/** `{open}` or `{open=true}` / `{open=false}` */
export const flag = z
  .union([z.literal(true), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: expectation('flag') })
  .optional()
  .transform((value) => value ?? false);

export const noAttributes = z.object({}).strict();

export function integerAttribute(min: number, max: number) {
  return z.string().regex(/^\d+$/, expectation('whole-number')).transform(Number).pipe(z.number().min(min).max(max));
}

import { z } from 'zod';
import { expectation } from './expectations.ts';
import type { LaunchMeta } from './launch.ts';

// the marks read without zod (the web editor's page uses them too): sample-marks.ts
export { isSampleMark, unsample, type Unsampled } from './sample-marks.ts';

// A value the clinic has not supplied yet is written in its place as a sample:
//   `name: { value: образец, sample: что должна прислать клиника }`, or, for a decision the
//   clinic must take, `name: { value: предложение, decide: что клиника должна решить }`.
// The site shows the value meanwhile; `check --release` lists each mark on the launch checklist.

/** what the clinic must send or decide in place of a sample, in Russian, for the launch checklist */
const sampleNote = z.string().trim().min(1, expectation('sample-note'));

/**
 * A value or its sample. `standIn` is what the site may show while the real value is unknown when
 * the value itself has a strict form (a date as «ДД.ММ.ГГГГ»); `meta` places it on the checklist
 * and names the law that asks for it (read by the editors' JSON Schema too).
 */
export function sampled<T extends z.ZodType, S extends z.ZodType = T>(value: T, meta?: LaunchMeta, standIn?: S) {
  const shown = (standIn === undefined ? value : z.union([value, standIn])) as unknown as z.ZodType<z.output<T> | z.output<S>, z.input<T> | z.input<S>>;
  const mark = z
    .object({ value: shown, sample: sampleNote.optional(), decide: sampleNote.optional() })
    .strict()
    .refine((entry) => (entry.sample === undefined) !== (entry.decide === undefined), expectation('sample-or-decide'));
  const schema = z.union([value, mark], {
    error: (issue) => (issue.input === undefined ? expectation('fact-required') : undefined),
  });
  return meta === undefined ? schema : schema.meta({ launch: meta, description: describeLaunch(meta) });
}

function describeLaunch(meta: LaunchMeta): string {
  const law = meta.law === undefined || meta.law.length === 0 ? '' : ` Требование: ${meta.law.join(', ')}.`;
  return `Обязательно. Пока клиника не прислала значение — образец: { value: …, sample: что прислать }.${law}`;
}

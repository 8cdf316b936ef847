import { z } from 'zod';
import { expectation } from './expectations.ts';
import type { LaunchMeta } from './launch.ts';

// A value the clinic has not supplied yet is written in its place as a sample:
//   `name: { value: образец, sample: что должна прислать клиника }`, or, for a decision the
//   clinic must take, `name: { value: предложение, decide: что клиника должна решить }`.
// The site shows the value meanwhile; `check --release` lists each mark on the launch checklist.

/** what the clinic must send or decide in place of a sample, in Russian, for the launch checklist */
const sampleNote = z.string().trim().min(1, expectation('sample-note'));

/** a `{ value, sample }` or `{ value, decide }` mark as the schemas below read it */
export interface SampleMark<T> {
  value: T;
  sample?: string;
  decide?: string;
}

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

/** the type a sampled value has once its marks are taken off (what the blocks show) */
export type Unsampled<T> = T extends { value: infer V; sample?: unknown; decide?: unknown }
  ? Unsampled<V>
  : T extends readonly (infer E)[]
    ? Unsampled<E>[]
    : T extends object
      ? { [K in keyof T]: Unsampled<T[K]> }
      : T;

/** whether a parsed value is a sample mark (the schemas allow `value` beside `sample` or `decide` only) */
export function isSampleMark(value: unknown): value is SampleMark<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('value') && (keys.includes('sample') || keys.includes('decide'));
}

/** the value with every sample mark taken off, at any depth */
export function unsample<T>(value: T): Unsampled<T> {
  if (isSampleMark(value)) return unsample(value.value) as Unsampled<T>;
  if (Array.isArray(value)) return value.map(unsample) as Unsampled<T>;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, unsample(field)])) as Unsampled<T>;
  }
  return value as Unsampled<T>;
}

function describeLaunch(meta: LaunchMeta): string {
  const law = meta.law === undefined || meta.law.length === 0 ? '' : ` Требование: ${meta.law.join(', ')}.`;
  return `Обязательно. Пока клиника не прислала значение — образец: { value: …, sample: что прислать }.${law}`;
}

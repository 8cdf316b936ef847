// A value's sample mark (`{ value, sample }` or `{ value, decide }`: common/schema/sampled.ts) as
// plain data, without zod: the blocks show values with their marks taken off, and the web editor
// edits them so (common/editor/entry-yaml.ts).

/** a `{ value, sample }` or `{ value, decide }` mark as the schemas of sampled.ts read it */
export interface SampleMark<T> {
  value: T;
  sample?: string;
  decide?: string;
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

import { expect } from 'vitest';
import { parseDocument } from 'yaml';
import { parseSimpleYaml } from '../../../pipeline/read/parse-simple-yaml.ts';

// The fast YAML reader against the yaml library: shared by its own tests and the real content's.

/** what parse-yaml.ts would take from the library: the value, or undefined when it reports a problem */
export function library(source: string): { value: unknown } | undefined {
  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) return undefined;
  try {
    return { value: document.toJS({ maxAliasCount: 100 }) };
  } catch {
    return undefined;
  }
}

export function expectAgreement(source: string): boolean {
  const fast = parseSimpleYaml(source);
  if (fast === undefined) return false;
  expect(library(source), JSON.stringify(source)).toEqual(fast);
  return true;
}

// Whether a JSON value matches a JSON Schema — the keywords z.toJSONSchema emits for our schemas
// ($ref into $defs, type, const, enum, properties, required, additionalProperties, items,
// min/maxItems, min/maxLength (UTF-16 units, as zod counts), minimum/maximum, pattern, anyOf, oneOf, allOf); annotations such
// as format and default are ignored. No code generation, so it runs under the site's CSP.

export type JsonSchema = Record<string, unknown>;

/** deeper than any page record: a value nested further is refused, not walked */
const MAX_DEPTH = 200;
const patterns = new Map<string, RegExp>();

export interface MatchOptions {
  /**
   * In a union whose every branch is an object with a constant `type` (the AST's node unions), an
   * object whose `type` is a text none of them names matches too: the block registry shows such a
   * node as a notice ("not shown yet") and reads nothing else of it (STYLE: registry + fallback).
   */
  unknownTypes?: boolean;
}

export function matchesJsonSchema(value: unknown, schema: JsonSchema, options: MatchOptions = {}): boolean {
  return matches(value, schema, { root: schema, unknownTypes: options.unknownTypes === true }, 0);
}

interface Context {
  root: JsonSchema;
  unknownTypes: boolean;
}

function matches(value: unknown, schema: JsonSchema, context: Context, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const next = depth + 1;
  const { root } = context;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, root);
    if (target === undefined || !matches(value, target, context, next)) return false;
  }
  if (schema.type !== undefined && !(Array.isArray(schema.type) ? schema.type : [schema.type]).some((type) => hasType(value, type as string))) return false;
  if ('const' in schema && value !== schema.const) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !pattern(schema.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return false;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
    const items = schema.items as JsonSchema | undefined;
    if (items !== undefined && !value.every((item) => matches(item, items, context, next))) return false;
  }
  if (isObject(value)) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, property] of Object.entries(properties)) {
      if (Object.hasOwn(value, key) && !matches(value[key], property, context, next)) return false;
    }
    if (Array.isArray(schema.required) && !schema.required.every((key) => Object.hasOwn(value, key as string))) return false;
    const additional = schema.additionalProperties;
    if (additional !== undefined && additional !== true) {
      for (const key of Object.keys(value)) {
        if (Object.hasOwn(properties, key)) continue;
        if (additional === false || !matches(value[key], additional as JsonSchema, context, next)) return false;
      }
    }
  }
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part) => matches(value, part as JsonSchema, context, next))) return false;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const parts = schema[keyword];
    if (!Array.isArray(parts)) continue;
    if (context.unknownTypes && isUnknownType(value, parts as JsonSchema[], root)) continue;
    const matching = parts.filter((part) => matches(value, part as JsonSchema, context, next)).length;
    if (keyword === 'anyOf' ? matching === 0 : matching !== 1) return false;
  }
  return true;
}

/** an object with a text `type` that no branch of a `type`-discriminated union names */
function isUnknownType(value: unknown, parts: JsonSchema[], root: JsonSchema): boolean {
  if (!isObject(value) || typeof value.type !== 'string') return false;
  const names: unknown[] = [];
  for (const part of parts) {
    const branch = typeof part.$ref === 'string' ? resolveRef(part.$ref, root) : part;
    const type = (branch?.properties as Record<string, JsonSchema> | undefined)?.type;
    if (type === undefined || !('const' in type)) return false;
    names.push(type.const);
  }
  return !names.includes(value.type);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "#", "#/$defs/name" */
function resolveRef(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) && Object.hasOwn(target, key) ? target[key] : undefined;
  }
  return isObject(target) ? target : undefined;
}

function pattern(source: string): RegExp {
  let compiled = patterns.get(source);
  if (compiled === undefined) {
    compiled = new RegExp(source);
    patterns.set(source, compiled);
  }
  return compiled;
}

import type { z } from 'zod';

// The field names a schema allows at a place in the data, for «did you mean» on an unknown field:
// zod's issue names the unknown key but not the known ones.

/** what this reader uses of a zod schema's definition */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/** the fields of the mapping at `path`, in the schema's order (several mappings may fit: all their fields) */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return [...new Set(mappingsAt(schema, path, 0).flatMap((shape) => Object.keys(shape)))];
}

/** a schema nests no deeper than this; a recursive (lazy) one would otherwise never end */
const MAX_DEPTH = 64;

function mappingsAt(schema: z.ZodType, path: readonly PropertyKey[], depth: number): Record<string, z.ZodType>[] {
  if (depth > MAX_DEPTH) return [];
  const definition = (schema as unknown as { _zod: { def: Definition } })._zod.def;
  const inner = (next: z.ZodType | undefined, rest = path) => (next === undefined ? [] : mappingsAt(next, rest, depth + 1));
  switch (definition.type) {
    case 'object':
      if (path.length === 0) return definition.shape === undefined ? [] : [definition.shape];
      return typeof path[0] === 'string' ? inner(definition.shape?.[path[0]], path.slice(1)) : [];
    case 'array':
      return typeof path[0] === 'number' ? inner(definition.element, path.slice(1)) : [];
    case 'record':
      return path.length === 0 ? [] : inner(definition.valueType, path.slice(1));
    case 'union':
      return (definition.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(definition.left), ...inner(definition.right)];
    case 'pipe':
      return inner(definition.in);
    case 'lazy':
      return inner(definition.getter?.());
    default:
      // optional, nullable, default, catch, readonly and the like wrap the schema that holds the fields
      return inner(definition.innerType);
  }
}

// The sample marks of a checked data file (`{ value, sample }`, `{ value, decide }`: common/schema/
// sampled.ts) as launch items: each at the line of its key, with the topic and the law its schema
// field names, so the checklist can say what to send or decide and why.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { z } from 'zod';
import { isSampleMark } from '../../common/schema/sampled.ts';
import type { ChecklistTopic, LaunchMeta } from '../../common/schema/launch.ts';
import type { SampleValue } from '../shared/sample-values.ts';

type Path = readonly (string | number)[];

/** every sample mark in a value, outermost first, with its path */
function findSampleMarks(value: unknown, path: Path = []): { path: Path; note: string; kind: 'send' | 'decide' }[] {
  if (isSampleMark(value)) {
    return [{ path, note: value.sample ?? value.decide!, kind: value.sample === undefined ? 'decide' : 'send' }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findSampleMarks(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, field]) => findSampleMarks(field, [...path, key]));
  return [];
}

/**
 * The launch items of a data file's marks. `topic` is the file's, unless the schema field says
 * otherwise; `entry` names a collection's entry, so the checklist gives it one line.
 */
export function sampleMarkItems(
  value: unknown,
  source: string,
  where: { file: string; schema: z.ZodType; topic: ChecklistTopic; entry?: string },
): SampleValue[] {
  const marks = findSampleMarks(value);
  if (marks.length === 0) return [];
  const lines = keyLines(
    source,
    marks.map((mark) => mark.path),
  );
  return marks.map((mark, index) => {
    const meta = launchMetaAt(where.schema, mark.path);
    return {
      what: mark.note,
      file: where.file,
      line: lines[index]!,
      topic: meta?.topic ?? where.topic,
      kind: mark.kind,
      ...(meta?.law === undefined ? {} : { law: meta.law }),
      ...(where.entry === undefined ? {} : { entry: where.entry }),
    };
  });
}

/** the launch metadata of the deepest schema field along a path that has it */
export function launchMetaAt(schema: z.ZodType, path: Path): LaunchMeta | undefined {
  let current: z.ZodType | undefined = schema;
  let found = metaOf(schema);
  for (const segment of path) {
    current = current === undefined ? undefined : childSchema(current, segment);
    if (current === undefined) break;
    found = metaOf(current) ?? found;
  }
  return found;
}

/** a schema's launch metadata, also through the optional and default wrappers around it */
function metaOf(schema: z.ZodType): LaunchMeta | undefined {
  const own = (z.globalRegistry.get(schema) as { launch?: LaunchMeta } | undefined)?.launch;
  if (own !== undefined) return own;
  const def = schema._zod.def as unknown as { type: string; innerType?: z.ZodType };
  return ['optional', 'default', 'nullable', 'prefault'].includes(def.type) && def.innerType !== undefined ? metaOf(def.innerType) : undefined;
}

/** the schema of a field or item inside `schema`, through optional, default and union wrappers */
function childSchema(schema: z.ZodType, segment: string | number): z.ZodType | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      return childSchema(def.innerType as z.ZodType, segment);
    case 'pipe':
      return childSchema(def.in as z.ZodType, segment);
    case 'object':
      return typeof segment === 'string' ? (def.shape as Record<string, z.ZodType>)[segment] : undefined;
    case 'array':
      return typeof segment === 'number' ? (def.element as z.ZodType) : undefined;
    case 'union':
      // a sampled value: its first option is the value itself, the second the mark around it
      for (const option of def.options as z.ZodType[]) {
        const child = childSchema(option, segment);
        if (child !== undefined) return child;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** the 1-based line of the key (or list item) at the end of each path */
function keyLines(source: string, paths: readonly Path[]): number[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  return paths.map((path) => {
    let node: unknown = document.contents;
    let offset = 0;
    for (const segment of path) {
      const next = childNode(node, segment);
      if (next === undefined) break;
      offset = next.offset;
      node = next.node;
    }
    return lineCounter.linePos(offset).line;
  });
}

function childNode(node: unknown, segment: string | number): { node: Node | undefined; offset: number } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
    const key = pair?.key as Node | undefined;
    return pair === undefined || key?.range === undefined || key.range === null ? undefined : { node: pair.value as Node | undefined, offset: key.range[0] };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
    return item?.range ? { node: item, offset: item.range[0] } : undefined;
  }
  return undefined;
}

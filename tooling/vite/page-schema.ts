import type { Plugin } from 'vite';
import { z } from 'zod';
import { pageRecordSchema } from '../../common/schema/db.ts';

const MODULE_ID = 'virtual:page-record-schema';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** the JSON Schema of a page record as the API sends it (spec §7: GET /api/page/{id}), from its zod schema */
export function pageRecordJsonSchema(): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(pageRecordSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
}

/**
 * `virtual:page-record-schema`: the app checks each page record before rendering it against the
 * pipeline's own schema, as JSON Schema data (zod itself stays out of the browser bundle).
 */
export function pageSchemaPlugin(): Plugin {
  return {
    name: 'page-record-schema',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(pageRecordJsonSchema())};\n`;
    },
  };
}

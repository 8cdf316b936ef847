import { z } from 'zod';
import { isoDateSchema, localAssetSchema } from '../../common/schema/content-items.ts';
import { russianDateSchema, yearSchema } from '../../common/schema/clinic-data/values.ts';
import { EXPECTATIONS, expectationKey } from '../../common/schema/expectations.ts';
import { fieldLabel } from './field-labels.ts';
import { LIST_FORMS, LIST_FORMS_OPTION } from '../../common/editor/list-forms.ts';

// The web editor's form fields, generated from the zod schemas the content check uses (docs/web-editor.md):
// the schema is read as JSON Schema, and each property becomes a Decap CMS widget — a date picker for
// the dates, the media library for pictures, a list for an array, a choice for an enum, a required
// field where the schema requires one. A sampled value (common/schema/sampled.ts) is edited as its
// value; a field no widget can hold (a value of two shapes) is left out of the form and kept as written.

/** a Decap CMS field (https://decapcms.org/docs/widgets/) */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: DecapField[];
  field?: DecapField;
  [option: string]: unknown;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  title?: string;
  [WIDGET]?: Partial<DecapField>;
  [PATTERN_MESSAGE]?: string;
}

const WIDGET = 'x-editor-widget';
const PATTERN_MESSAGE = 'x-editor-pattern-message';

/**
 * The value schemas with a widget of their own, known wherever a schema uses them: by their
 * definition, which a copy made by `.meta()` or `.describe()` shares with the original.
 */
// A date is a day, in no time zone: Decap reads and writes it with its format in the browser's own
// time, so no day moves, and `picker_utc: false` keeps «UTC» from being shown beside it.
const VALUE_WIDGETS = new Map<unknown, Partial<DecapField>>([
  [definitionOf(russianDateSchema), { widget: 'datetime', format: 'DD.MM.YYYY', date_format: 'DD.MM.YYYY', time_format: false, picker_utc: false }],
  [definitionOf(isoDateSchema), { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false, picker_utc: false }],
  [definitionOf(localAssetSchema), { widget: 'image' }],
  [definitionOf(yearSchema), { widget: 'number', value_type: 'int', min: 1950, max: 2100 }],
]);

function definitionOf(schema: unknown): unknown {
  return (schema as { _zod: { def: unknown } })._zod.def;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** the form of an object schema: `scope` names the file or collection for the labels (field-labels.ts) */
export function schemaFields(schema: z.ZodType, scope: string): DecapField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: markWidgets }) as JsonSchema;
  return objectFields(json, scope, []);
}

function markWidgets(context: { zodSchema: unknown; jsonSchema: object }): void {
  const json = context.jsonSchema as JsonSchema;
  const widget = VALUE_WIDGETS.get(definitionOf(context.zodSchema));
  if (widget !== undefined) json[WIDGET] = widget;
  if (json.pattern !== undefined) {
    const message = regexMessage(context.zodSchema);
    if (message !== undefined) json[PATTERN_MESSAGE] = message;
  }
}

/**
 * The fields of an object. Inside an optional one (a worker's photo) none is required by the form:
 * Decap would refuse to save without the object, and the content check still asks for its parts once it is there.
 */
function objectFields(schema: JsonSchema, scope: string, path: readonly string[], optional = false): DecapField[] {
  const required = new Set(optional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = fieldOf(name, property, scope, [...path, name], !required.has(name));
    return field === undefined ? [] : [{ ...field, required: required.has(name) && property.default === undefined }];
  });
}

function fieldOf(name: string, property: JsonSchema, scope: string, path: readonly string[], optional: boolean): DecapField | undefined {
  const sampledValue = sampleValueOf(property);
  const value = oneShape(sampledValue ?? property);
  if (value === undefined) return undefined;
  const label = fieldLabel(scope, path, value.title ?? property.title);
  const widget = widgetOf(value, scope, path, optional);
  if (widget === undefined) return undefined;
  const field: DecapField = { name, label, ...widget } as DecapField;
  // a list's item in Russian: «Добавить вакансию», «2 вакансии» (common/editor/list-forms.ts; app/admin/counted-list.ts)
  const forms = field.widget === 'list' ? LIST_FORMS[label] : undefined;
  if (forms !== undefined) Object.assign(field, { label_singular: forms.accusative, [LIST_FORMS_OPTION]: forms });
  // a list of values names each by its item's form («Право»), else the list's own label, unless the item's schema has a title
  if (field.field !== undefined && value.items?.title === undefined)
    field.field = { ...field.field, label: forms === undefined ? label : capitalised(forms.one) };
  if (property.default !== undefined && field.widget !== 'object' && field.widget !== 'list') field.default = property.default;
  return field;
}

function widgetOf(value: JsonSchema, scope: string, path: readonly string[], optional = false): Omit<DecapField, 'name' | 'label'> | undefined {
  const marked = value[WIDGET];
  if (marked !== undefined) return { widget: 'string', ...marked };
  if (value.enum !== undefined) return { widget: 'select', options: value.enum.map(String) };
  if (value.const !== undefined) return { widget: 'hidden', default: value.const };
  switch (value.type) {
    case 'string':
      return {
        widget: 'string',
        ...(value.pattern === undefined ? {} : { pattern: [value.pattern, value[PATTERN_MESSAGE] ?? 'Значение записано не в том виде, какого ждёт сайт'] }),
      };
    case 'integer':
    case 'number':
      return { widget: 'number', value_type: value.type === 'integer' ? 'int' : 'float', ...numberLimits(value) };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', collapsed: false, fields: objectFields(value, scope, path, optional) };
    case 'array':
      return listWidget(value, scope, path);
    default:
      return undefined;
  }
}

function listWidget(list: JsonSchema, scope: string, path: readonly string[]): Omit<DecapField, 'name' | 'label'> | undefined {
  const items = list.items === undefined ? undefined : oneShape(list.items);
  if (items === undefined) return undefined;
  const limits = { ...(list.minItems === undefined ? {} : { min: list.minItems }), ...(list.maxItems === undefined ? {} : { max: list.maxItems }) };
  if (items.type === 'object' && items[WIDGET] === undefined) {
    const fields = objectFields(items, scope, path);
    return { widget: 'list', collapsed: true, ...(fields[0] === undefined ? {} : { summary: `{{fields.${fields[0].name}}}` }), fields, ...limits };
  }
  // a list of texts: a text area each (the law's lists are sentences)
  const item = items.type === 'string' && items.enum === undefined && items[WIDGET] === undefined ? { widget: 'text' } : widgetOf(items, scope, path);
  if (item === undefined) return undefined;
  return { widget: 'list', field: { name: 'item', label: fieldLabel(scope, path, items.title), ...item } as DecapField, ...limits };
}

/** the value of `value | { value, sample }` (common/schema/sampled.ts), or undefined for any other schema */
function sampleValueOf(schema: JsonSchema): JsonSchema | undefined {
  const [value, mark] = schema.anyOf ?? [];
  if (schema.anyOf?.length !== 2 || value === undefined || mark?.type !== 'object') return undefined;
  const keys = Object.keys(mark.properties ?? {}).sort();
  return keys.join() === 'decide,sample,value' ? value : undefined;
}

/** a schema of one shape: a stand-in beside a strict value («ДД.ММ.ГГГГ» for a date) counts as the value */
function oneShape(schema: JsonSchema): JsonSchema | undefined {
  if (schema.anyOf === undefined) return schema;
  const shapes = schema.anyOf.filter((option) => option.const === undefined);
  return shapes.length === 1 ? oneShape({ ...shapes[0], title: schema.title ?? shapes[0]!.title }) : undefined;
}

function numberLimits(value: JsonSchema): Record<string, number> {
  const min = value.minimum ?? (value.exclusiveMinimum === undefined ? undefined : value.exclusiveMinimum + (value.type === 'integer' ? 1 : 0));
  return { ...(min === undefined ? {} : { min }), ...(value.maximum === undefined ? {} : { max: value.maximum }) };
}

/** the Russian text of a regex's expectation (common/schema/expectations.ts), read from the zod check that holds it */
function regexMessage(schema: unknown): string | undefined {
  const checks =
    (schema as { _zod?: { def?: { checks?: { _zod?: { def?: { format?: string; error?: (issue: object) => unknown } } }[] } } })._zod?.def?.checks ?? [];
  for (const check of checks) {
    const definition = check._zod?.def;
    if (definition?.format !== 'regex' || typeof definition.error !== 'function') continue;
    const message = definition.error({});
    const key = typeof message === 'string' ? expectationKey(message) : undefined;
    if (key !== undefined) return `Нужно: ${EXPECTATIONS[key].ru}`;
  }
  return undefined;
}

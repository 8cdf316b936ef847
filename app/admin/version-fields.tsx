import type { ReactNode } from 'react';
import { PAGE_TEXT_WIDGET } from '../../common/editor/editor-config.ts';
import styles from './entry-history-panel.module.css';

// A version of «История правок» as the form shows an entry: each field under its label, a list's
// items in order, a page's text as written — read-only, never the file's keys. The values are the
// file read with the collection's own format (entry-format.ts), so a sampled value is its value.

export interface VersionField {
  name: string;
  label?: string;
  widget?: string;
  fields?: VersionField[];
  field?: VersionField;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function VersionFields({ values, fields }: { values: Record<string, unknown>; fields: readonly VersionField[] }) {
  const shown = fields.filter((field) => field.widget !== 'hidden' && !isEmpty(values[field.name]));
  if (shown.length === 0) return null;
  return (
    <dl className={styles.fields}>
      {shown.map((field) => (
        <div key={field.name} className={styles.field}>
          <dt>{field.label ?? field.name}</dt>
          <dd>{valueOf(values[field.name], field)}</dd>
        </div>
      ))}
    </dl>
  );
}

function valueOf(value: unknown, field: VersionField): ReactNode {
  if (field.widget === PAGE_TEXT_WIDGET || field.widget === 'markdown') return <pre className={styles.pageText}>{String(value)}</pre>;
  if (Array.isArray(value)) {
    return (
      <ol className={styles.items}>
        {value.map((item, index) => (
          <li key={index}>{itemOf(item, field)}</li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object' && value !== null) return <VersionFields values={value as Record<string, unknown>} fields={field.fields ?? []} />;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return String(value);
}

function itemOf(item: unknown, list: VersionField): ReactNode {
  if (list.field !== undefined) return valueOf(item, list.field);
  if (typeof item === 'object' && item !== null && !Array.isArray(item))
    return <VersionFields values={item as Record<string, unknown>} fields={list.fields ?? []} />;
  return String(item);
}

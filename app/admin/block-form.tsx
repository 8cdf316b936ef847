import { useId, type ReactNode } from 'react';
import type { BlockData, BlockField } from '../../common/editor/block-components.ts';
import styles from './page-text.module.css';

// The form of one block of a page's text (common/editor/block-components.ts): a labelled control per
// field — a line, a text area, a choice, a box to tick, a number, or a list of them with «Добавить»
// and «Удалить».

export function BlockForm({ fields, data, onChange }: { fields: readonly BlockField[]; data: BlockData; onChange(data: BlockData): void }) {
  return (
    <>
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} value={data[field.name]} onChange={(value) => onChange({ ...data, [field.name]: value })} />
      ))}
    </>
  );
}

function FieldControl({ field, value, onChange }: { field: BlockField; value: unknown; onChange(value: unknown): void }): ReactNode {
  const id = useId();
  const label = `${field.label}${field.required === false ? ' (необязательно)' : ''}`;
  const hint =
    field.hint === undefined ? null : (
      <span id={`${id}-hint`} className={styles.hint}>
        {field.hint}
      </span>
    );
  const described = field.hint === undefined ? {} : { 'aria-describedby': `${id}-hint` };
  switch (field.widget) {
    case 'list':
      return <ListControl field={field} value={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'boolean':
      return (
        <label className={styles.check}>
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {label}
        </label>
      );
    case 'select':
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={typeof value === 'string' ? value : (field.options?.[0]?.value ?? '')} onChange={(event) => onChange(event.target.value)}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'text':
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <textarea id={id} rows={4} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} {...described} />
          {hint}
        </div>
      );
    default:
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type={field.widget === 'number' ? 'number' : 'text'}
            value={typeof value === 'string' || typeof value === 'number' ? value : ''}
            onChange={(event) => onChange(field.widget === 'number' ? (event.target.value === '' ? '' : Number(event.target.value)) : event.target.value)}
            {...described}
          />
          {hint}
        </div>
      );
  }
}

function ListControl({ field, value, onChange }: { field: BlockField; value: unknown[]; onChange(value: unknown[]): void }) {
  const item = field.fields === undefined ? field.field : undefined;
  const empty = () => (item === undefined ? {} : '');
  const items = value.length > 0 ? value : [empty()];
  return (
    <fieldset className={styles.list}>
      <legend>{field.label}</legend>
      {items.map((entry, index) => (
        <div key={index} className={styles.item}>
          {item === undefined ? (
            <BlockForm
              fields={field.fields ?? []}
              data={(entry ?? {}) as BlockData}
              onChange={(data) => onChange(items.map((each, at) => (at === index ? data : each)))}
            />
          ) : (
            <FieldControl
              field={{ ...item, label: `${item.label} ${index + 1}` }}
              value={entry}
              onChange={(next) => onChange(items.map((each, at) => (at === index ? next : each)))}
            />
          )}
          <button type="button" onClick={() => onChange(items.filter((_, at) => at !== index))} disabled={items.length === 1}>
            Удалить
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...items, empty()])}>
        Добавить: {(item ?? field).label.toLowerCase()}
      </button>
    </fieldset>
  );
}

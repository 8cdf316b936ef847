import { useRef, useState } from 'react';
import { BLOCK_COMPONENTS, type BlockComponent, type BlockData } from '../../common/editor/block-components.ts';
import { BlockForm } from './block-form.tsx';
import styles from './page-text.module.css';

// A page's text in the web editor (docs/web-editor.md): the markdown as written — nothing reflowed,
// no `:::` block rewritten —, with a button per common block above it. A button opens the block's
// form and inserts its syntax at the caret; with the caret inside such a block, «Изменить блок»
// opens it in its form and writes it back in place. (Decap's own rich-text editor rewrites the
// whole text on any change: lists, spacing and, on this site's pages, the meaning of a paragraph.)

interface Editing {
  component: BlockComponent;
  data: BlockData;
  /** the block's place in the text when it is changed, not inserted */
  range?: { start: number; end: number };
}

export function PageText({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const around = blockAt(value, caret);

  const write = (edit: Editing) => {
    const block = edit.component.toBlock(edit.data);
    if (edit.range !== undefined) {
      onChange(value.slice(0, edit.range.start) + block + value.slice(edit.range.end));
    } else {
      const at = Math.min(caret, value.length);
      const before = value.slice(0, at);
      const after = value.slice(at);
      const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
      const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
      onChange(before + lead + block + trail + after);
    }
    setEditing(undefined);
    area.current?.focus();
  };

  return (
    <div className={styles.pageText}>
      <div className={styles.toolbar} role="toolbar" aria-label="Блоки страницы">
        <span>Вставить блок:</span>
        {BLOCK_COMPONENTS.map((component) => (
          <button key={component.id} type="button" onClick={() => setEditing({ component, data: {} })}>
            {component.label}
          </button>
        ))}
        {around === undefined ? null : (
          <button type="button" onClick={() => setEditing(around)}>
            Изменить блок «{around.component.label}»
          </button>
        )}
      </div>
      {editing === undefined ? null : (
        <form
          className={styles.blockForm}
          aria-label={`Блок «${editing.component.label}»`}
          onSubmit={(event) => {
            event.preventDefault();
            write(editing);
          }}
        >
          <BlockForm fields={editing.component.fields} data={editing.data} onChange={(data) => setEditing({ ...editing, data })} />
          <div className={styles.actions}>
            <button type="submit">{editing.range === undefined ? 'Вставить блок' : 'Сохранить блок'}</button>
            <button type="button" onClick={() => setEditing(undefined)}>
              Отмена
            </button>
          </div>
        </form>
      )}
      <textarea
        data-page-text
        id={id}
        ref={area}
        className={styles.text}
        value={value}
        spellCheck
        rows={Math.min(40, Math.max(12, value.split('\n').length + 2))}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
    </div>
  );
}

/** the common block the caret is in, read into its form */
export function blockAt(text: string, caret: number): Editing | undefined {
  const starts = [...text.matchAll(/(?:^|\n)(?=::: )/g)].map((match) => match.index + (match[0] === '\n' ? 1 : 0)).filter((start) => start <= caret);
  for (const start of starts.reverse()) {
    for (const component of BLOCK_COMPONENTS) {
      const match = text.slice(start).match(component.pattern);
      if (match !== null && caret <= start + match[0].length)
        return { component, data: component.fromBlock(match), range: { start, end: start + match[0].length } };
    }
  }
  return undefined;
}

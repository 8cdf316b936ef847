import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BLOCK_COMPONENTS, type BlockComponent, type BlockData } from '../../common/editor/block-components.ts';
import { BlockForm } from './block-form.tsx';
import { LinkPicker } from './link-picker.tsx';
import { loadPageTargets, type LinkTarget } from './link-targets.ts';
import { useOwnText } from './own-text.ts';
import { applyEdit } from './text-edit.ts';
import { FORMATS, type FormatName, type Selection, type TextEdit } from './text-format.ts';
import styles from './page-text.module.css';

// A page's text in the web editor (docs/web-editor.md): the markdown as written — nothing reflowed,
// no `:::` block rewritten —, with buttons that write the markdown of bold, italic, a heading, a
// list, a quote and a link around the selection, and a button per common block. A block button
// opens the block's form and inserts its syntax at the caret; with the caret inside such a block,
// «Изменить блок» opens it in its form and writes it back in place. (Decap's own rich-text editor
// rewrites the whole text on any change: lists, spacing and, on this site's pages, the meaning of a
// paragraph.) Every edit goes through the text box as typing does, so Ctrl+Z takes it back.

interface Editing {
  component: BlockComponent;
  data: BlockData;
  /** the block's place in the text when it is changed, not inserted */
  range?: { start: number; end: number };
}

const FORMAT_BUTTONS: readonly { format: FormatName; label: string; keys?: string }[] = [
  { format: 'bold', label: 'Жирный', keys: 'Control+B' },
  { format: 'italic', label: 'Курсив', keys: 'Control+I' },
  { format: 'heading', label: 'Заголовок' },
  { format: 'list', label: 'Список' },
  { format: 'quote', label: 'Цитата' },
];

/** the formats of Ctrl+<key> in the text */
const SHORTCUTS: Readonly<Record<string, FormatName>> = { b: 'bold', i: 'italic' };

export function PageText({
  id,
  value,
  onChange,
  facts = [],
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  /** the clinic's facts the link picker offers */
  facts?: LinkTarget[];
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, change] = useOwnText(value, onChange);
  const [selection, setSelection] = useState<Selection>({ start: 0, end: 0 });
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [pages, setPages] = useState<LinkTarget[] | Error | undefined>(undefined);
  // where the selection was when the link picker opened: a modal dialog's closing may move it
  const pickedAt = useRef<Selection | undefined>(undefined);
  const around = blockAt(text, selection.start);

  // a click or an arrow key moves the caret without a `select` event: the caret is followed by the
  // document's selectionchange, for «Изменить блок»
  useEffect(() => {
    const follow = () => {
      const element = area.current;
      if (element !== null && element.ownerDocument.activeElement === element) setSelection({ start: element.selectionStart, end: element.selectionEnd });
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);

  const apply = (edit: (text: string, selection: Selection) => TextEdit, at?: Selection) => {
    const element = area.current;
    if (element === null) return;
    applyEdit(element, edit(element.value, at ?? { start: element.selectionStart, end: element.selectionEnd }));
  };

  const write = (edit: Editing) => {
    const block = edit.component.toBlock(edit.data);
    setEditing(undefined);
    if (edit.range !== undefined) {
      const { start, end } = edit.range;
      apply(() => ({ start, end, text: block, select: [start + block.length, start + block.length] }));
      return;
    }
    apply((current, { start }) => {
      const at = Math.min(start, current.length);
      const before = current.slice(0, at);
      const after = current.slice(at);
      const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
      const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
      const inserted = lead + block + trail;
      return { start: at, end: at, text: inserted, select: [at + inserted.length, at + inserted.length] };
    }, selection);
  };

  const openPicker = () => {
    const element = area.current;
    pickedAt.current = element === null ? undefined : { start: element.selectionStart, end: element.selectionEnd };
    setPicking(true);
    if (pages === undefined || pages instanceof Error) {
      setPages(undefined);
      loadPageTargets().then(setPages, (error: unknown) => setPages(error instanceof Error ? error : new Error(String(error))));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const format = SHORTCUTS[key] ?? SHORTCUTS[{ и: 'b', ш: 'i' }[key] ?? ''];
    if (format !== undefined) {
      event.preventDefault();
      apply(FORMATS[format]);
    } else if (key === 'k' || key === 'л') {
      event.preventDefault();
      openPicker();
    }
  };

  return (
    <div className={styles.pageText}>
      <div className={styles.toolbar} role="toolbar" aria-label="Оформление текста" aria-controls={id}>
        {FORMAT_BUTTONS.map(({ format, label, keys }) => (
          <button key={format} type="button" aria-keyshortcuts={keys} title={keys?.replace('Control', 'Ctrl')} onClick={() => apply(FORMATS[format])}>
            {label}
          </button>
        ))}
        <button type="button" aria-keyshortcuts="Control+K" title="Ctrl+K" aria-haspopup="dialog" onClick={openPicker}>
          Ссылка
        </button>
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="Блоки страницы" aria-controls={id}>
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
      <LinkPicker
        open={picking}
        pages={pages}
        facts={facts}
        onClose={() => {
          setPicking(false);
          area.current?.focus();
        }}
        onPick={(target) => apply(target.edit, pickedAt.current)}
      />
      <textarea
        data-page-text
        id={id}
        ref={area}
        className={styles.text}
        value={text}
        spellCheck
        rows={Math.min(40, Math.max(12, text.split('\n').length + 2))}
        onChange={(event) => change(event.target.value)}
        onSelect={(event) => setSelection({ start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

/** the common block the caret is in — between its opening line and its closing `:::` —, read into its form */
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

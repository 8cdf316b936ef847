import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALLOUT_KINDS, type BlockNode } from '../../../common/schema/ast.ts';
import { CALLOUT_LABELS } from '../../../app/blocks/callout.tsx';
import { OPEN_CALLBACK_EVENT } from '../../../app/lib/events.ts';
import { paragraph, renderNode } from './render-node.tsx';

describe('Callout', () => {
  it.each(CALLOUT_KINDS)('"%s" shows its own label, icon and colour class, and its content', (kind) => {
    const { container } = renderNode({ type: 'callout', kind, children: [paragraph('Текст внутри.')] });
    const note = screen.getByRole('note');
    expect(note.getAttribute('data-callout')).toBe(kind);
    expect(note.textContent).toContain(CALLOUT_LABELS[kind]);
    expect(note.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Текст внутри.')).toBeDefined();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('shows the editor’s title, with the kind read before it', () => {
    renderNode({ type: 'callout', kind: 'warning', title: 'Это не экстренная связь', children: [paragraph('Звоните 103.')] });
    const note = screen.getByRole('note');
    expect(screen.getByText('Это не экстренная связь')).toBeDefined();
    expect(note.textContent).toMatch(/^Внимание: Это не экстренная связь/);
  });

  it.each(['Просто свяжитесь с нами.', 'Свяжитесь с нами — мы расскажем, как это сделать.'])(
    'the sentence "%s" opens the callback modal through the open-callback event',
    async (sentence) => {
      const opened = vi.fn();
      window.addEventListener(OPEN_CALLBACK_EVENT, opened);
      const node: BlockNode = {
        type: 'callout',
        kind: 'tip',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', value: 'Есть вопросы? ' },
              { type: 'callbackLink', children: [{ type: 'text', value: sentence }] },
            ],
          },
        ],
      };
      renderNode(node);
      await userEvent.setup().click(screen.getByRole('button', { name: sentence }));
      window.removeEventListener(OPEN_CALLBACK_EVENT, opened);
      expect(opened).toHaveBeenCalledTimes(1);
    },
  );
});

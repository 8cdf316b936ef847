import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderNode } from './render-node.tsx';

// the questionnaire itself belongs to app/forms; this block only places it
vi.mock('../../../app/forms/anket-form.tsx', () => ({
  AnketForm: () => <p>Анкета из app/forms</p>,
}));

describe('AnketFormBlock', () => {
  it('places the questionnaire of app/forms where the block stands', async () => {
    const { container } = renderNode({ type: 'anketForm' });
    // a block of one page: its code loads when the page uses it
    expect(await screen.findByText('Анкета из app/forms')).toBeDefined();
    expect(container.querySelector('[data-block="anket-form"]')).not.toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderNode } from './render-node.tsx';

// the questionnaire itself belongs to app/forms; this block only places it
vi.mock('../../../app/forms/index.ts', () => ({
  AnketFormBlock: () => <p>Анкета из app/forms</p>,
}));

describe('AnketForm', () => {
  it('places the questionnaire of app/forms where the block stands', () => {
    const { container } = renderNode({ type: 'anketForm' });
    expect(screen.getByText('Анкета из app/forms')).toBeDefined();
    expect(container.querySelector('[data-block="anket-form"]')).not.toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockSkeleton } from '../../../app/blocks/block-skeleton.tsx';

describe('BlockSkeleton', () => {
  it('is a status that says what is loading', () => {
    render(<BlockSkeleton label="Загрузка карты…" />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка карты…');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../../common/schema/ast.ts';
import { renderNode } from './render-node.tsx';

const node: BlockNode = {
  type: 'pagination',
  pages: [
    { label: '1', href: '/docs/news' },
    { label: '2', href: '/docs/news/page-2' },
  ],
};

describe('Pagination', () => {
  it.each(['/news', '/docs/news', '/news/'])('on %s the first page link is the current one', (path) => {
    renderNode(node, path);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(nav).toBeDefined();
    expect(screen.getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBeNull();
  });

  it('links go where the editor said', () => {
    renderNode(node, '/docs/news/page-2');
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('/docs/news');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('href')).toBe('/docs/news/page-2');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '1' }).getAttribute('aria-current')).toBeNull();
  });

  it('on another page none is current', () => {
    renderNode(node, '/about');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });
});

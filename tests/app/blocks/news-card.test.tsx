import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../../common/schema/ast.ts';
import { renderNode } from './render-node.tsx';

const node: BlockNode = {
  type: 'newsCard',
  image: '/images/news/nomination-2011.svg',
  imageAlt: 'Диплом номинанта',
  date: '2011-12-20',
  title: 'Номинация «Врач года 2011»',
  description: 'Главный врач клиники стал номинантом премии.',
  href: '/docs/news/nomination-2011',
};

describe('NewsCard', () => {
  it('shows the image, the date in Russian, the title as a link and the description', () => {
    renderNode(node);
    expect(screen.getByRole('img', { name: 'Диплом номинанта' }).getAttribute('src')).toBe('/images/news/nomination-2011.svg');
    const time = screen.getByText('20 декабря 2011 г.');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2011-12-20');
    expect(screen.getByRole('link', { name: 'Номинация «Врач года 2011»' }).getAttribute('href')).toBe('/docs/news/nomination-2011');
    expect(screen.getByRole('heading', { name: 'Номинация «Врач года 2011»' })).toBeDefined();
    expect(screen.getByText('Главный врач клиники стал номинантом премии.')).toBeDefined();
    expect(screen.queryByText('Ошибка загрузки')).toBeNull();
  });

  it('an image that fails to load shows «Ошибка загрузки»', () => {
    renderNode(node);
    fireEvent.error(screen.getByRole('img', { name: 'Диплом номинанта' }));
    expect(screen.getByText('Ошибка загрузки')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Диплом номинанта. Ошибка загрузки' })).toBeDefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('without href the title is plain text', () => {
    renderNode({ ...node, href: undefined } as BlockNode);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Номинация «Врач года 2011»' })).toBeDefined();
  });
});

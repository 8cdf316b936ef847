import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../common/schema/content-items.ts';
import { pdfHostOf } from '../../../app/blocks/articles.tsx';
import { renderNode, allShownText } from './render-node.tsx';

const article = (index: number, extra: Partial<Article> = {}): Article => ({
  title: `Статья ${index}`,
  authors: 'Иванов И. И., Петров П. П.',
  source: 'Неврологический журнал, 2019',
  pdf: true,
  pdfUrl: `/files/article-${index}.pdf`,
  pdfHost: 'сайт клиники',
  ...extra,
});
const titles = () => allShownText(/^Статья \d+$/).map((element) => element.textContent);

describe('Articles', () => {
  it('shows two, then all with «Показать все статьи (N)», then two with «Скрыть статьи»', async () => {
    const user = userEvent.setup();
    renderNode({ type: 'articles', title: 'Публикации', items: [article(1), article(2), article(3)] });
    expect(titles()).toEqual(['Статья 1', 'Статья 2']);
    const button = screen.getByRole('button', { name: 'Показать все статьи (3)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    await user.click(button);
    expect(titles()).toEqual(['Статья 1', 'Статья 2', 'Статья 3']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Скрыть статьи' }));
    expect(titles()).toEqual(['Статья 1', 'Статья 2']);
  });

  it('heads each card with the article’s title, a level under the block’s title when there is one', () => {
    const { unmount } = renderNode({ type: 'articles', items: [article(1)] });
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 3 }).textContent).toBe('Статья 1');
    unmount();
    renderNode({ type: 'articles', title: 'Публикации', items: [article(1)] });
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 4 }).textContent).toBe('Статья 1');
  });

  it('two articles or fewer: no button', () => {
    renderNode({ type: 'articles', items: [article(1), article(2)] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows authors and source, and the PDF link beside its host', () => {
    renderNode({ type: 'articles', items: [article(1)] });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Иванов И. И., Петров П. П.')).toBeDefined();
    expect(within(card).getByText('Неврологический журнал, 2019')).toBeDefined();
    const pdf = within(card).getByRole('link', { name: 'PDF: Статья 1' });
    expect(pdf.getAttribute('href')).toBe('/files/article-1.pdf');
    expect(within(card).getByText('сайт клиники')).toBeDefined();
  });

  it('links the title to the article page when there is one; no PDF link without pdf: true', () => {
    renderNode({ type: 'articles', items: [article(1, { articleUrl: '/docs/research/m2', pdf: false })] });
    expect(screen.getByRole('link', { name: 'Статья 1' }).getAttribute('href')).toBe('/docs/research/m2');
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('an external PDF opens in a new tab and its host is read from the URL when not given', () => {
    const external = article(1, { pdfUrl: 'https://www.journal.example/a.pdf', pdfHost: undefined });
    expect(pdfHostOf(external)).toBe('journal.example');
    renderNode({ type: 'articles', items: [external] });
    const pdf = screen.getByRole('link', { name: 'PDF: Статья 1' });
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('journal.example')).toBeDefined();
  });
});

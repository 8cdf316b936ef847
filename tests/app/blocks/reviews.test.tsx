import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../common/schema/content-items.ts';
import { REVIEW_CUT_LENGTH } from '../../../app/blocks/reviews.tsx';
import { TOC_UPDATE_EVENT } from '../../../app/lib/events.ts';
import { renderNode, allShownText } from './render-node.tsx';

const review = (index: number, extra: Partial<Review> = {}): Review => ({
  author: `Автор ${index}`,
  date: '2024-03-12',
  content: `Короткий отзыв номер ${index}.`,
  verified: false,
  ...extra,
});
const reviews = (count: number) => Array.from({ length: count }, (_, index) => review(index + 1));
const shownAuthors = () => allShownText(/^Автор \d+$/).map((element) => element.textContent);

describe('Reviews', () => {
  it('shows the first two, then all with «Показать все отзывы (N)», then two again with «Скрыть отзывы»', async () => {
    const user = userEvent.setup();
    const tocUpdates = vi.fn();
    window.addEventListener(TOC_UPDATE_EVENT, tocUpdates);
    renderNode({ type: 'reviews', items: reviews(10) });
    expect(shownAuthors()).toEqual(['Автор 1', 'Автор 2']);

    const button = screen.getByRole('button', { name: 'Показать все отзывы (10)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.tagName).toBe('UL');
    await user.click(button);
    expect(shownAuthors()).toHaveLength(10);
    expect(button.textContent).toBe('Скрыть отзывы');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Скрыть отзывы' }));
    expect(shownAuthors()).toEqual(['Автор 1', 'Автор 2']);
    expect(screen.getByRole('button', { name: 'Показать все отзывы (10)' })).toBeDefined();
    window.removeEventListener(TOC_UPDATE_EVENT, tocUpdates);
    expect(tocUpdates).toHaveBeenCalledTimes(2);
  });

  it('with two reviews or fewer there is nothing to show more of', () => {
    renderNode({ type: 'reviews', items: reviews(2) });
    expect(shownAuthors()).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a review of exactly 525 characters is shown whole', () => {
    const content = 'о'.repeat(REVIEW_CUT_LENGTH);
    renderNode({ type: 'reviews', items: [review(1, { content })] });
    expect(screen.getByText(content)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Читать далее' })).toBeNull();
  });

  it('a review over 525 characters is cut, with «Читать далее» / «Свернуть»', async () => {
    const user = userEvent.setup();
    const content = `${'Спасибо врачам. '.repeat(40)}Последняя фраза.`;
    expect(content.length).toBeGreaterThan(REVIEW_CUT_LENGTH);
    renderNode({ type: 'reviews', items: [review(1, { content })] });
    const text = screen.getByText(/^Спасибо врачам/);
    expect(text.textContent!.endsWith('…')).toBe(true);
    expect(text.textContent!.length - 1).toBeLessThanOrEqual(REVIEW_CUT_LENGTH);
    expect(text.textContent).not.toContain('Последняя фраза.');

    const more = screen.getByRole('button', { name: 'Читать далее' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    await user.click(more);
    expect(text.textContent).toBe(content);
    expect(more.textContent).toBe('Свернуть');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await user.click(more);
    expect(text.textContent).not.toContain('Последняя фраза.');
    expect(more.textContent).toBe('Читать далее');
  });

  it('shows the date in Russian with a machine-readable <time>', () => {
    renderNode({ type: 'reviews', items: [review(1, { date: '2024-03-01' })] });
    const time = screen.getByText('1 марта 2024 г.');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-03-01');
  });

  it('a verified review carries the badge, the others do not', () => {
    renderNode({ type: 'reviews', items: [review(1, { verified: true }), review(2)] });
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Значок «Проверено»' })).toBeDefined();
    expect(within(first!).getByText('Отзыв проверен')).toBeDefined();
    expect(within(second!).queryByRole('img')).toBeNull();
  });

  it('with a title it is a ReviewsSection named by it', () => {
    renderNode({ type: 'reviews', title: 'Отзывы родителей', items: reviews(3) });
    const section = screen.getByRole('region', { name: 'Отзывы родителей' });
    expect(within(section).getByRole('heading', { name: 'Отзывы родителей' })).toBeDefined();
    // the title is not a section of the page: no id on the heading, so no entry in the table of contents
    expect(within(section).getByRole('heading', { name: 'Отзывы родителей' }).id).toBe('');
  });

  it('heads each review with its author, a level under the block’s title when there is one', () => {
    const { unmount } = renderNode({ type: 'reviews', items: reviews(2) });
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Автор 1', 'Автор 2']);
    unmount();
    renderNode({ type: 'reviews', title: 'Отзывы родителей', items: reviews(2) });
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Автор 1', 'Автор 2']);
  });
});

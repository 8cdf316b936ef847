import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';

// A news item's page opens with its day and its picture (pipeline/transform/news-item-head.ts).

const md = createMarkdown();
const news = (body: string) =>
  `---\ntitle: Летняя смена\ndescription: Смена реабилитации.\ndate: 2025-06-10\npicture:\n  src: /images/news/smena.png\n  alt: Дети на занятии\n---\n${body}`;

describe('the head of a news item’s page', () => {
  it('is its day as its card writes it, then its picture in the image block’s frame, measured as the block’s are', () => {
    const page = compilePage('pages/news/smena.md', news('Смена длится три недели.\n'), md);
    expect(page.ast.slice(0, 2)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: '10 июня 2025 г.' }] },
      { type: 'imageFrame', src: '/images/news/smena.png', alt: 'Дети на занятии' },
    ]);
    expect(page.ast[2]).toMatchObject({ type: 'paragraph', children: [{ value: 'Смена длится три недели.' }] });
    expect(page.imageNodes).toContain(page.ast[1]);
  });

  it('does not show the picture twice when the text shows it', () => {
    const page = compilePage('pages/news/smena.md', news('::: image\nsrc: /images/news/smena.png\nalt: Зал\n:::\n'), md);
    expect(page.ast.map((node) => node.type)).toEqual(['paragraph', 'imageFrame']);
    expect(page.ast[1]).toMatchObject({ alt: 'Зал' });
  });

  it('is not on a page that is no news item', () => {
    const page = compilePage('pages/about.md', '---\ntitle: О клинике\ndescription: О.\n---\nТекст.\n', md);
    expect(page.ast.map((node) => node.type)).toEqual(['paragraph']);
  });
});

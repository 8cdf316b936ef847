import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';

// A news item's page opens with its picture (pipeline/transform/entry-picture.ts), once.

const md = createMarkdown();
const news = (body: string) =>
  `---\ntitle: Летняя смена\ndescription: Смена реабилитации.\ndate: 2025-06-10\npicture:\n  src: /images/news/smena.png\n  alt: Дети на занятии\n---\n${body}`;

describe('the picture of a news item', () => {
  it('opens its page in the image block’s frame, and is measured as the block’s pictures are', () => {
    const page = compilePage('pages/news/smena.md', news('Смена длится три недели.\n'), md);
    expect(page.ast[0]).toEqual({ type: 'imageFrame', src: '/images/news/smena.png', alt: 'Дети на занятии' });
    expect(page.ast[1]).toMatchObject({ type: 'paragraph' });
    expect(page.imageNodes).toContain(page.ast[0]);
  });

  it('is not shown twice when the text shows it', () => {
    const page = compilePage('pages/news/smena.md', news('::: image\nsrc: /images/news/smena.png\nalt: Зал\n:::\n'), md);
    expect(page.ast.filter((node) => node.type === 'imageFrame')).toHaveLength(1);
    expect(page.ast[0]).toMatchObject({ alt: 'Зал' });
  });

  it('a page without a picture is as written', () => {
    const page = compilePage('pages/about.md', '---\ntitle: О клинике\ndescription: О.\n---\nТекст.\n', md);
    expect(page.ast.map((node) => node.type)).toEqual(['paragraph']);
  });
});

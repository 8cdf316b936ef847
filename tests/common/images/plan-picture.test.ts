import { describe, expect, it } from 'vitest';
import { collectVariantUrls, planPicture, variantSizes } from '../../../common/images/plan-picture.ts';
import { parseVariantUrl, variantUrl } from '../../../common/images/variant-url.ts';
import { annotateImageSizes } from '../../../pipeline/transform/annotate-image-sizes.ts';

const photo = { width: 4000, height: 3000, digest: '0123456789', type: 'jpg' };

describe('the variants planned for a picture', () => {
  it('are 1× and 2× of each width its place shows it at, never wider than the original', () => {
    expect(variantSizes(photo, 'content').map((size) => size.width)).toEqual([390, 780, 1560]);
    expect(variantSizes({ width: 1000, height: 750 }, 'content')).toEqual([
      { width: 390, height: 293 },
      { width: 780, height: 585 },
      { width: 1000, height: 750 },
    ]);
    // a staff card crops 4:5: from a landscape photo the widest crop is 3000 × 4/5 = 2400 px wide
    expect(variantSizes(photo, 'card')).toEqual([
      { width: 250, height: 313 },
      { width: 380, height: 475 },
      { width: 500, height: 625 },
      { width: 760, height: 950 },
    ]);
  });

  it('leave SVG as it is, with its size and lazy loading, and give a PNG a PNG fallback', () => {
    const lazySvg = { img: { width: 400, height: 300, loading: 'lazy', decoding: 'async' } };
    expect(planPicture('/images/a.svg', { width: 400, height: 300, digest: '0123456789', type: 'svg' }, 'content')).toEqual(lazySvg);
    const png = planPicture('/images/a.png', { ...photo, type: 'png' }, 'newsCard');
    expect(png.img.src).toBe('/assets/img/images/a.png.0123456789.240x180.png');
    expect(png.source!.srcSet).toContain('/assets/img/images/a.png.0123456789.1280x960.avif 1280w');
  });

  it('are named by addresses that say how to make them, and nothing outside content/public', () => {
    const variant = { source: '/images/staff/Иванова И. И.jpg', digest: 'abcdef0123', width: 250, height: 313, format: 'avif' as const };
    expect(variantUrl(variant)).toBe('/assets/img/images/staff/%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0%20%D0%98.%20%D0%98.jpg.abcdef0123.250x313.avif');
    expect(parseVariantUrl(variantUrl(variant))).toEqual(variant);
    expect(parseVariantUrl('/assets/img/images/%2E%2E/x.jpg.abcdef0123.10x10.jpeg')).toBeUndefined();
    expect(parseVariantUrl('/assets/img/images/a%2Fb.jpg.abcdef0123.10x10.jpeg')).toBeUndefined();
    expect(parseVariantUrl('/assets/img/../secret.jpg.abcdef0123.10x10.jpeg')).toBeUndefined();
    expect(parseVariantUrl('/assets/img/images/../../x.jpg.abcdef0123.10x10.jpeg')).toBeUndefined();
    expect(parseVariantUrl('/assets/img/.env.abcdef0123.10x10.jpeg')).toBeUndefined();
    expect(parseVariantUrl('/assets/index-abc.js')).toBeUndefined();
  });

  it('are found anywhere in db.json', () => {
    const picture = planPicture('/images/a.jpg', photo, 'newsCard');
    const db = { pages: [{ ast: [{ type: 'cardGroup', items: [{ children: [{ type: 'newsCard', picture }] }] }] }] };
    // a news card's 240, 380, 480, 640, 760 and 1 280 px, each in AVIF and JPEG
    expect([...collectVariantUrls(db)]).toHaveLength(12);
  });
});

describe("a page's first picture", () => {
  const sizeOf = () => photo;

  it('near the top is fetched first and not lazily; the others stay lazy', () => {
    const top = { type: 'imageFrame', src: '/images/top.jpg', alt: 'Холл' };
    const lower = { type: 'imageFrame', src: '/images/lower.jpg', alt: 'Зал' };
    const ast = [{ type: 'heading' }, top, { type: 'paragraph' }, { type: 'paragraph' }, lower];
    annotateImageSizes([top, lower], sizeOf, ast);
    expect((top as { picture?: { img: object } }).picture!.img).toMatchObject({ fetchPriority: 'high', loading: 'eager', elementtiming: 'first-picture' });
    expect((lower as { picture?: { img: object } }).picture!.img).not.toHaveProperty('fetchPriority');
    expect((lower as { picture?: { img: object } }).picture!.img).not.toHaveProperty('elementtiming');
  });

  const paragraph = (characters: number) => ({ type: 'paragraph', children: [{ type: 'text', value: 'а'.repeat(characters) }] });

  it('further down the page, below a screen of text, stays lazy', () => {
    const lower = { type: 'imageFrame', src: '/images/lower.jpg', alt: 'Зал' };
    annotateImageSizes([lower], sizeOf, [{ type: 'heading' }, paragraph(400), paragraph(300), lower]);
    expect((lower as { picture?: { img: object } }).picture!.img).toMatchObject({ loading: 'lazy' });
    expect((lower as { picture?: { img: object } }).picture!.img).not.toHaveProperty('fetchPriority');
  });

  it('after a few short paragraphs (a news item: its day, two sentences) is still the first screen', () => {
    const picture = { type: 'imageFrame', src: '/images/cup.jpg', alt: 'Кубок' };
    annotateImageSizes([picture], sizeOf, [paragraph(20), paragraph(170), paragraph(40), picture]);
    expect((picture as { picture?: { img: object } }).picture!.img).toMatchObject({ fetchPriority: 'high', loading: 'eager' });
  });
});

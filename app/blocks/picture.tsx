import type { ImgHTMLAttributes } from 'react';
import type { ResponsivePicture } from '../../common/schema/picture.ts';

/**
 * A picture of the site: a raster one offers the variants the build made of it (AVIF, then the JPEG
 * or PNG fallback, each in the widths its place needs). Size, loading and priority come with the
 * page (common/schema/picture.ts), so this file holds no rule about pictures: the first-load
 * JavaScript stays as it was.
 *
 * Beside it, its alt text, shown in its place only when the low-vision version hides images
 * (app/styles/low-vision.css overrides `hidden` then). The `hidden` attribute, not a class, keeps it
 * out wherever the stylesheet does not apply — reader modes, text browsers, copies of the page —
 * where the picture's own alt text already stands for it. A decorative picture (empty alt) has none.
 */
export function Picture({ picture, ...img }: { picture: ResponsivePicture | undefined; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <>
      <picture>
        {picture?.source && <source {...picture.source} />}
        {/* eslint-disable-next-line jsx-a11y/alt-text -- the alt is among the spread attributes: the props' type requires it */}
        <img {...img} {...picture?.img} />
      </picture>
      {img.alt ? (
        <span data-image-alt="" hidden>
          {img.alt}
        </span>
      ) : null}
    </>
  );
}

import type { ImgHTMLAttributes } from 'react';
import type { ResponsivePicture } from '../../common/schema/picture.ts';

/**
 * A picture of the site: a raster one as <picture> offering the variants the build made of it
 * (AVIF, then the JPEG or PNG fallback, each in the widths its place needs), an SVG as the file
 * itself. Lazy unless the pipeline marked it the page's first picture near the top.
 */
export function Picture({ picture, alt, ...img }: { picture: ResponsivePicture | undefined; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const image = <img alt={alt} loading="lazy" decoding="async" {...img} {...picture?.img} />;
  return picture ? (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {image}
    </picture>
  ) : (
    image
  );
}

import { z } from 'zod';

// A picture as the page shows it (common/images/plan-picture.ts): the keys are the attributes of
// <source> and <img>, so the app spreads them as they are and carries no rule of its own about
// pictures (the first-load JavaScript stays as it was). A raster picture offers its variants; an
// SVG only its size and loading.

const sourceSchema = z.object({
  type: z.literal('image/avif'),
  srcSet: z.string(),
  sizes: z.string(),
});

export const responsivePictureSchema = z.object({
  /** the modern format the variants are also in, offered before the fallback */
  source: sourceSchema.optional(),
  img: z.object({
    /** a raster picture's smallest fallback variant (JPEG or PNG); an SVG keeps its own src */
    src: z.string().optional(),
    srcSet: z.string().optional(),
    sizes: z.string().optional(),
    /** the box the picture reserves before it arrives (its proportions are what matter) */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** lazy, but the page's first picture near its top (the largest paint): fetched first */
    loading: z.enum(['lazy', 'eager']),
    fetchPriority: z.literal('high').optional(),
    /** the same picture, named for the browser's record of when it was drawn (Element Timing): the
     * site's app starts after it (app/index.html) */
    elementtiming: z.literal('first-picture').optional(),
    decoding: z.literal('async'),
  }),
});

export type ResponsivePicture = z.infer<typeof responsivePictureSchema>;

import { z } from 'zod';

// A raster picture's variants as the page offers them (common/images/plan-picture.ts): the keys are
// the attributes of <source> and <img>, so the app spreads them as they are.

const sourceSchema = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  srcSet: z.string(),
  sizes: z.string(),
});

export const responsivePictureSchema = z.object({
  sources: z.array(sourceSchema),
  img: z.object({
    /** the smallest fallback variant (JPEG or PNG) */
    src: z.string(),
    srcSet: z.string(),
    sizes: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** the page's first picture near its top (the largest paint): fetched first, never lazily */
    fetchPriority: z.literal('high').optional(),
    loading: z.literal('eager').optional(),
  }),
});

export type ResponsivePicture = z.infer<typeof responsivePictureSchema>;

import sharp from 'sharp';

// A phone's photo for the tests and the benchmark: full size (4000×3000 stored), camera-grain noise
// so that it weighs what a phone's JPEG weighs (≈ 8 MB at quality 90), EXIF orientation 6 (held on
// its side: it shows 3000×4000) and the GPS position a phone writes — which no variant may carry.
// A red disc marks one corner of the picture as it shows, so a test can see how it was turned, and
// stands out as the salient part a card's crop must keep.

export interface PhotoOptions {
  /** as stored; with orientation 6 it shows height × width */
  width?: number;
  height?: number;
  /** the EXIF orientation tag; 1 = as stored */
  orientation?: 1 | 6;
  /** camera grain: 0 gives a small file of flat colour */
  grain?: number;
}

/** where the red disc is, in the picture as it shows: near the bottom left */
export const MARKER = { fromLeft: 0.15, fromTop: 0.85, radius: 0.08 } as const;

const GPS = { latitude: '55/1 45/1 2106/100', longitude: '37/1 37/1 1188/100' } as const;

export async function generatePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 6, grain = 40 } = options;
  // the disc's place in stored pixels: orientation 6 turns the stored picture a quarter clockwise to show it
  const shownWidth = orientation === 6 ? height : width;
  const shownHeight = orientation === 6 ? width : height;
  const shown = { x: MARKER.fromLeft * shownWidth, y: MARKER.fromTop * shownHeight };
  const stored = orientation === 6 ? { x: shown.y, y: height - shown.x } : shown;
  const radius = Math.round(MARKER.radius * Math.min(width, height));
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${stored.x}" cy="${stored.y}" r="${radius}" fill="#e01010"/></svg>`,
  );
  // noise replaces the background colour: tinted back to a photo's muted colours before the disc is drawn
  const grainy = await sharp({
    create: { width, height, channels: 3, background: '#6f8396', ...(grain > 0 ? { noise: { type: 'gaussian', mean: 128, sigma: grain } } : {}) },
  })
    .tint('#6f8396')
    .raw()
    .toBuffer();
  return sharp(grainy, { raw: { width, height, channels: 3 } })
    .composite([{ input: disc }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Test Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS.latitude, GPSLongitudeRef: 'E', GPSLongitude: GPS.longitude },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * The same photo as another file: a JPEG comment after its start marker gives it another content
 * digest (another picture to the cache) for the cost of a copy, not of a new encode.
 */
export function variantOfPhoto(photo: Buffer, label: string): Buffer {
  const text = Buffer.from(label, 'utf8');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), segment, text, photo.subarray(2)]);
}

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureVariantsPlugin } from '../../../tooling/vite/picture-variants.ts';
import { ImageSizeCache } from '../../../pipeline/read/measure-image.ts';
import { planPicture, pictureUrls } from '../../../common/images/plan-picture.ts';
import { generatePhoto } from '../../../testing/images/generate-photo.ts';

// npm start shows the pictures as the build does: the dev server makes a variant when a browser
// first asks for it, through the build's cache.

let dir: string;
let middleware: Connect.NextHandleFunction;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dev-pictures-'));
  mkdirSync(path.join(dir, 'content/public/images'), { recursive: true });
  writeFileSync(path.join(dir, 'content/public/images/photo.jpg'), await generatePhoto({ width: 1200, height: 900, grain: 0 }));
  const plugin = pictureVariantsPlugin(path.join(dir, 'content'), dir);
  const server = { middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) } } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** the middleware's answer: status, type and body, or 'next' when it leaves the request to Vite */
function ask(url: string): Promise<{ status: number; type: string | undefined; body: Buffer } | 'next'> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (body?: Buffer) => resolve({ status: response.statusCode, type: headers['content-type'], body: body ?? Buffer.alloc(0) }),
    };
    middleware({ url } as Connect.IncomingMessage, response as never, () => resolve('next'));
  });
}

describe('the dev server’s pictures', () => {
  it('makes the variant a page names when first asked for, into the cache', async () => {
    const measured = new ImageSizeCache().measure(path.join(dir, 'content/public/images/photo.jpg'))!;
    const url = pictureUrls(planPicture('/images/photo.jpg', measured, 'newsCard')!).find((candidate) => candidate.endsWith('.240x180.avif'))!;
    const answer = await ask(`${url}?v=3`);
    expect(answer).toMatchObject({ status: 200, type: 'image/avif' });
    const metadata = await sharp((answer as { body: Buffer }).body).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([240, 180, undefined]);
    expect(readdirSync(path.join(dir, '.image-cache'))).toHaveLength(1);
  });

  it('leaves every other address to Vite, and refuses one outside content/public', async () => {
    expect(await ask('/images/photo.jpg')).toBe('next');
    expect(await ask('/assets/img/images/%2E%2E/%2E%2E/secret.jpg.0123456789.10x10.jpeg')).toBe('next');
    expect(await ask('/assets/img/images/missing.jpg.0123456789.10x10.jpeg')).toMatchObject({ status: 404 });
  });
});

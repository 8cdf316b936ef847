import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagFileName, flagsDirectory, flagsPlugin } from '../../../tooling/vite/flags.ts';

// The phone field's flags come from the site itself, no request leaving it: served by the dev
// server, written into the build.

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'flags-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  await writeFile(path.join(root, 'main.js'), 'document.title = "flags";');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('flagFileName', () => {
  it('takes one flag file under /flags/3x2/ and nothing else', () => {
    expect(flagFileName('/flags/3x2/RU.svg')).toBe('RU.svg');
    expect(flagFileName('/flags/3x2/RU.svg?v=1')).toBe('RU.svg');
    expect(flagFileName('/flags/3x2/../../package.json')).toBeUndefined();
    expect(flagFileName('/flags/3x2/ru.svg')).toBeUndefined();
    expect(flagFileName('/flags/1x1/RU.svg')).toBeUndefined();
  });
});

describe('the dev server', () => {
  let server: ViteDevServer;
  let base: string;
  beforeAll(async () => {
    server = await createServer({ configFile: false, root, logLevel: 'silent', plugins: [flagsPlugin()], server: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /flags/3x2/RU.svg with the SVG of country-flag-icons', async () => {
    const response = await fetch(`${base}/flags/3x2/RU.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(readFileSync(path.join(flagsDirectory(), 'RU.svg'), 'utf8'));
  });

  it('answers 404 for a country it does not have', async () => {
    expect((await fetch(`${base}/flags/3x2/QQ.svg`)).status).toBe(404);
  });
});

describe('a build', () => {
  it('writes every flag to flags/3x2/', async () => {
    const outDir = path.join(root, 'dist');
    await build({ configFile: false, root, logLevel: 'silent', plugins: [flagsPlugin()], build: { outDir, emptyOutDir: true } });
    for (const country of ['RU', 'KZ', 'US']) {
      expect(readFileSync(path.join(outDir, 'flags/3x2', `${country}.svg`), 'utf8')).toBe(readFileSync(path.join(flagsDirectory(), `${country}.svg`), 'utf8'));
    }
    expect(existsSync(path.join(outDir, 'flags/3x2/QQ.svg'))).toBe(false);
  });
});

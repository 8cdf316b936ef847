import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../testing/run-cli.ts';

// The dev server with the project's own vite.config.ts: no URL reaches the built data or the form
// sink's submissions (docs/forms.md), not even Vite's /@fs/ with ?raw or ?import.

let server: ViteDevServer;
let base: string;
const probe = path.join(ROOT, 'var', `probe-${process.pid}.jsonl`);
const SECRET = '{"submission":{"Имя":"Мария","Телефон":"+79991234567"}}';

beforeAll(async () => {
  await mkdir(path.dirname(probe), { recursive: true });
  await writeFile(probe, `${SECRET}\n`, { mode: 0o600 });
  await mkdir(path.join(ROOT, 'dist-data'), { recursive: true });
  await writeFile(path.join(ROOT, 'dist-data', `probe-${process.pid}.jsonl`), `${SECRET}\n`);
  server = await createServer({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent', server: { host: '127.0.0.1', port: 0, strictPort: false } });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(probe, { force: true });
  await rm(path.join(ROOT, 'dist-data', `probe-${process.pid}.jsonl`), { force: true });
});

describe('files the dev server never serves', () => {
  const targets = () => [probe, path.join(ROOT, 'dist-data', `probe-${process.pid}.jsonl`), path.join(ROOT, 'dist-data', 'README.md')];
  it.each(['', '?raw', '?import', '?raw&import', '?url', '?inline'])('/@fs/…%s is refused for var/ and dist-data/', async (query) => {
    for (const file of targets()) {
      const response = await fetch(`${base}/@fs${file}${query}`);
      const text = await response.text();
      expect(response.status, `${file}${query}`).not.toBe(200);
      expect(text).not.toContain('Мария');
      expect(text).not.toContain('+79991234567');
    }
  });

  it('nor through a path relative to the app folder', async () => {
    for (const url of [`/../var/probe-${process.pid}.jsonl`, `/%2e%2e/var/probe-${process.pid}.jsonl`, `/%2e%2e/dist-data/probe-${process.pid}.jsonl?raw`]) {
      const text = await (await fetch(base + url)).text();
      expect(text, url).not.toContain('+79991234567');
    }
  });

  it('still serves the app and its sources', async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/@fs${ROOT}/common/routes/routes.ts`)).status).toBe(200);
  });
});

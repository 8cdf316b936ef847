import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readBody } from '../../../tooling/editor/read-body.ts';

// The body of a request to the dev server's editor endpoints (tooling/editor/read-body.ts): read
// whole under its limit, refused as soon as it passes it, and a request cut off on the way rejects
// (the endpoints answer it instead of leaving a rejection nobody awaits).

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** a server whose one request's body is read with `limit`; the outcome, once the handler has it */
async function serve(limit: number): Promise<{ port: number; outcome: Promise<Buffer | 'too-large' | 'rejected'> }> {
  let settle!: (value: Buffer | 'too-large' | 'rejected') => void;
  const outcome = new Promise<Buffer | 'too-large' | 'rejected'>((resolve) => (settle = resolve));
  server = createServer((request, response) => {
    readBody(request, limit).then(
      (body) => {
        settle(body);
        response.end('ok');
      },
      () => settle('rejected'),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, outcome };
}

describe('the body of an editor endpoint’s request', () => {
  it('is read whole under its limit', async () => {
    const { port, outcome } = await serve(1024);
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'Искитим'.repeat(10) });
    expect(await response.text()).toBe('ok');
    expect((await outcome).toString()).toBe('Искитим'.repeat(10));
  });

  it('is refused as soon as it passes the limit', async () => {
    const { port, outcome } = await serve(1024);
    await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: Buffer.alloc(4096, 1) }).catch(() => undefined);
    expect(await outcome).toBe('too-large');
  });

  it('rejects when the sender breaks off half way', async () => {
    const { port, outcome } = await serve(1 << 20);
    const cut = httpRequest({ port, host: '127.0.0.1', method: 'POST', headers: { 'Content-Length': '100000' } });
    cut.on('error', () => undefined);
    cut.write(Buffer.alloc(1000, 1));
    setTimeout(() => cut.destroy(), 100);
    expect(await outcome).toBe('rejected');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../common/forms/form-definitions.ts';
import { RECEIVER_LIMIT_BYTES } from '../../../../server/forms/receiver/receiver-app.ts';
import { HOSTILE_API_REQUESTS, LEAK_PATTERN, sendRequest, STILL_ANSWERS_MS } from '../../../../testing/hostile-requests.ts';
import { ANKET, CALLBACK, key, receiverWith } from './receiver-fixtures.ts';

// The receiver listening on a socket, as nginx and the browsers reach it: every hostile request of
// testing/hostile-requests.ts gets a JSON answer without a leak, and the receiver keeps
// storing afterwards; bodies that light-my-request cannot send (no Content-Type, chunked, over the
// limit while streaming) are refused.

let receiver: Awaited<ReturnType<typeof receiverWith>>;
let base: string;

beforeAll(async () => {
  receiver = await receiverWith();
  await receiver.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(receiver.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await receiver.app.close();
  await receiver.test.close();
});

const stillStores = async (n: number) => {
  const before = (await receiver.test.stored()).length;
  const response = await fetch(`${base}/api/forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key(n) },
    body: JSON.stringify(CALLBACK),
    signal: AbortSignal.timeout(STILL_ANSWERS_MS),
  });
  expect(await response.json()).toEqual({ success: true });
  expect(await receiver.test.stored()).toHaveLength(before + 1);
};

describe('the receiver on a socket', () => {
  it.each(HOSTILE_API_REQUESTS.map((request, index) => [request.name, request, index] as const))(
    'answers %s with JSON, no leak, and keeps storing',
    async (_name, request, index) => {
      const before = (await receiver.test.stored()).length;
      const answer = await sendRequest(base, request);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
      expect(answer.body).not.toMatch(LEAK_PATTERN);
      expect(await receiver.test.stored()).toHaveLength(before);
      await stillStores(1000 + index);
    },
  );

  it('refuses a body without a Content-Type with 415', async () => {
    const answer = await sendRequest(base, { name: 'no type', method: 'POST', path: '/api/forms', body: JSON.stringify(ANKET) });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, status: 415 });
    await stillStores(1);
  });

  it('refuses an oversized body sent without a content-length (chunked) with 413', async () => {
    const before = (await receiver.test.stored()).length;
    const bytes = new TextEncoder().encode(JSON.stringify({ ...ANKET, message: 'я'.repeat(RECEIVER_LIMIT_BYTES) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await receiver.test.stored()).toHaveLength(before);
    await stillStores(2);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request(`${base}/api/forms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      });
      outgoing.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.once('error', reject);
      // only the start of the promised 10 MB is ever sent
      outgoing.write('{"access_key":"k"');
    });
    expect(answer).toBe(413);
    await stillStores(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendForm, SEND_TIMEOUT_MS } from '../../../app/forms/send-form.ts';
import { DEFAULT_FORM_ENDPOINT, RECEIVER_ACCESS_KEY, readFormServiceConfig } from '../../../app/forms/form-service.ts';

// One POST with JSON headers; only `success` of the answer is read; 15 s without an answer is a
// network error.

const answer = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('sendForm', () => {
  it('POSTs the body as JSON with JSON content and accept headers', async () => {
    const fetch = answer('{"success":true}');
    expect(await sendForm('/api/forms', { access_key: 'k', Имя: 'Мария' }, { fetch })).toBe('success');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/forms');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({ access_key: 'k', Имя: 'Мария' });
  });

  it('sends the Idempotency-Key it is given to the site’s own receiver, and to no other origin', async () => {
    const fetch = answer('{"success":true}');
    await sendForm('/api/forms', {}, { fetch, idempotencyKey: 'abcdefghijklmnop_-12' });
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'abcdefghijklmnop_-12',
    });
    await sendForm(`${location.origin}/api/forms`, {}, { fetch, idempotencyKey: 'abcdefghijklmnop_-12' });
    expect(fetch.mock.calls[1]![1]?.headers).toHaveProperty('Idempotency-Key', 'abcdefghijklmnop_-12');
    // another origin's form service would have to allow the header in its CORS answer
    await sendForm('https://forms.example/submit', {}, { fetch, idempotencyKey: 'abcdefghijklmnop_-12' });
    expect(fetch.mock.calls[2]![1]?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it.each([
    ['{"success":false}', 200],
    ['{"success":"true"}', 200],
    ['{}', 200],
    ['{"success":false,"message":"bad key"}', 400],
    ['null', 200],
  ])('reads anything but success true as a failure: %s (%i)', async (body, status) => {
    expect(await sendForm('/x', {}, { fetch: answer(body, status) })).toBe('failure');
  });

  it('reads success true whatever the status says', async () => {
    expect(await sendForm('/x', {}, { fetch: answer('{"success":true,"message":"ok"}', 200) })).toBe('success');
  });

  it('a network error, or an answer that is not JSON, is a network outcome', async () => {
    expect(await sendForm('/x', {}, { fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))) })).toBe('network');
    expect(await sendForm('/x', {}, { fetch: answer('<html>502</html>', 502) })).toBe('network');
  });

  it('gives up after 15 s: the request is aborted and counts as a network error', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = sendForm('/x', {}, { fetch: hanging });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toBe('network');
  });
});

describe('readFormServiceConfig', () => {
  it('defaults to the local sink and its non-secret key', () => {
    expect(readFormServiceConfig({})).toEqual({ endpoint: DEFAULT_FORM_ENDPOINT, accessKey: RECEIVER_ACCESS_KEY });
  });

  it('takes VITE_FORM_ENDPOINT and VITE_FORM_ACCESS_KEY from the environment', () => {
    expect(readFormServiceConfig({ VITE_FORM_ENDPOINT: 'https://forms.example/submit', VITE_FORM_ACCESS_KEY: ' abc ' })).toEqual({
      endpoint: 'https://forms.example/submit',
      accessKey: 'abc',
    });
    expect(readFormServiceConfig({ VITE_FORM_ENDPOINT: '', VITE_FORM_ACCESS_KEY: '   ' })).toEqual({
      endpoint: '/api/forms',
      accessKey: RECEIVER_ACCESS_KEY,
    });
  });
});

import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../../../server/api/server.ts';
import {
  DEFAULT_FORMS_SINK_FILE,
  exceedsDepth,
  FORMS_SINK_FILE_NAME,
  FORMS_SINK_LIMIT_BYTES,
  FORMS_SINK_RATE_PER_MINUTE,
  SINK_FORMS,
  type SinkRecord,
} from '../../../server/api/forms-sink.ts';
import { buildCallbackPayload } from '../../../app/forms/callback-payload.ts';
import { buildAnketPayload } from '../../../app/forms/anket-payload.ts';
import { ANKET_DEFAULTS, CALLBACK_DEFAULTS } from '../../../app/forms/form-values.ts';

// The local form sink inside the real API process: POST /api/forms appends one line per submission
// with the fields of spec §3/§7 only, and refuses what it must not store, with {success:false}.

let dataDir: string;
let server: Server;
let base: string;
let sinkFile: string;

const CALLBACK = { access_key: 'k', subject: SINK_FORMS.callback.subject, Имя: 'Мария', Телефон: '+79991234567' };
const ANKET = { access_key: 'k', from_name: 'Анкета с сайта клиники', subject: SINK_FORMS.anket.subject, message: 'текст', reply_to: 'm@example.ru' };

async function startSink(dir: string, forms: { ratePerMinute?: number; now?: () => number } = {}) {
  const started = await listenApi({ dataDir: dir, host: '127.0.0.1', port: 0, formsFile: path.join(dir, 'var', FORMS_SINK_FILE_NAME), forms });
  return { server: started, base: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'forms-sink-'));
  await writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ meta: { schemaVersion: 1 } }));
  ({ server, base } = await startSink(dataDir, { ratePerMinute: 10_000 }));
  sinkFile = path.join(dataDir, 'var', FORMS_SINK_FILE_NAME);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const post = async (body: string, contentType = 'application/json', headers: Record<string, string> = {}, to = base) => {
  const response = await fetch(`${to}/api/forms`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
};

const readLines = async (): Promise<string[]> => {
  const text = await readFile(sinkFile, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line !== '');
};

describe('POST /api/forms (the local sink)', () => {
  it('accepts a callback request, answers {success:true} and appends it as one line without its access_key', async () => {
    const before = await readLines();
    const { status, body } = await post(JSON.stringify(CALLBACK));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const lines = await readLines();
    expect(lines).toHaveLength(before.length + 1);
    const record = JSON.parse(lines.at(-1)!) as SinkRecord;
    expect(record).toMatchObject({
      form: 'callback',
      droppedFields: 0,
      submission: { subject: SINK_FORMS.callback.subject, Имя: 'Мария', Телефон: '+79991234567' },
    });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('keeps every field the app sends (both payloads), and drops and counts any other key', async () => {
    const callback = buildCallbackPayload({ ...CALLBACK_DEFAULTS, name: 'Мария', phone: '+79991234567', contactMethod: 'message', messenger: 'whatsapp' }, 'k');
    const anket = buildAnketPayload({ ...ANKET_DEFAULTS, childLastName: 'Иванов', email: 'm@example.ru' }, 'k');
    for (const payload of [callback, anket]) {
      expect((await post(JSON.stringify(payload))).body).toEqual({ success: true });
      const record = JSON.parse((await readLines()).at(-1)!) as SinkRecord;
      const { access_key: _key, ...sent } = payload;
      expect(record.submission).toEqual(sent);
      expect(record.droppedFields).toBe(0);
    }
    expect((await post(JSON.stringify({ ...ANKET, __proto__x: 1, script: '<script>', extra: { a: 1 } }))).status).toBe(200);
    const record = JSON.parse((await readLines()).at(-1)!) as SinkRecord;
    expect(Object.keys(record.submission).sort()).toEqual(['from_name', 'message', 'reply_to', 'subject']);
    expect(record.droppedFields).toBe(3);
  });

  it('appends and never rewrites: earlier lines keep every byte, concurrent posts give one whole line each', async () => {
    await post(JSON.stringify({ ...ANKET, message: '0' }));
    const before = await readFile(sinkFile, 'utf8');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => post(JSON.stringify({ ...ANKET, message: `${index + 1} ${'x'.repeat(4000)}` }))),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.success === true)).toBe(true);
    const after = await readFile(sinkFile, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const added = after
      .slice(before.length)
      .split('\n')
      .filter((line) => line !== '');
    expect(added).toHaveLength(12);
    const numbers = added.map((line) => Number.parseInt((JSON.parse(line) as SinkRecord).submission.message!, 10)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('writes the file readable by its owner only', async () => {
    expect((await stat(sinkFile)).mode & 0o777).toBe(0o600);
  });

  it('keeps submissions outside every served folder by default', () => {
    const relative = path.relative(path.resolve(import.meta.dirname, '../../..'), DEFAULT_FORMS_SINK_FILE);
    expect(relative).toBe(path.join('var', FORMS_SINK_FILE_NAME));
  });

  it.each([
    ['a form-encoded body', 'name=Мария&phone=1', 'application/x-www-form-urlencoded', 415],
    ['JSON sent as text/plain', JSON.stringify(CALLBACK), 'text/plain', 415],
    ['broken JSON', '{"access_key": "k",', 'application/json', 400],
    ['JSON that is not an object', '["access_key"]', 'application/json', 400],
    ['a body without access_key', JSON.stringify({ ...ANKET, access_key: undefined }), 'application/json', 400],
    ['an empty access_key', JSON.stringify({ ...ANKET, access_key: '  ' }), 'application/json', 400],
    ['an unknown subject', JSON.stringify({ ...ANKET, subject: 'Спам' }), 'application/json', 400],
    ['a field that is not a text', JSON.stringify({ ...CALLBACK, Имя: { first: 'Мария' } }), 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a body nested 6 000 levels deep', `{"access_key":"k","x":${'['.repeat(6000)}${']'.repeat(6000)}}`, 'application/json', 400],
    ['the same as text/plain', `{"access_key":"k","x":${'['.repeat(6000)}${']'.repeat(6000)}}`, 'text/plain', 415],
    ['objects nested 5 levels', JSON.stringify({ ...ANKET, a: { b: { c: { d: {} } } } }), 'application/json', 400],
  ])('refuses %s with a 4xx and {success:false}, storing nothing', async (_name, body, contentType, status) => {
    const before = await readLines();
    const answer = await post(body, contentType);
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body).toMatchObject({ success: false, status });
    expect(await readLines()).toEqual(before);
  });

  it('refuses a post from another site', async () => {
    const before = await readLines();
    expect((await post(JSON.stringify(CALLBACK), 'application/json', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify(CALLBACK), 'application/json', { origin: 'null' })).status).toBe(403);
    expect((await post(JSON.stringify(CALLBACK), 'application/json', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await readLines()).toEqual(before);
    expect((await post(JSON.stringify(CALLBACK), 'application/json', { origin: base, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('takes a body of exactly 64 KB and refuses one byte more with 413', async () => {
    const frame = JSON.stringify({ ...ANKET, message: '' });
    const exact = JSON.stringify({ ...ANKET, message: 'a'.repeat(FORMS_SINK_LIMIT_BYTES - Buffer.byteLength(frame)) });
    expect(Buffer.byteLength(exact)).toBe(FORMS_SINK_LIMIT_BYTES);
    expect((await post(exact)).body).toEqual({ success: true });

    const before = await readLines();
    const over = JSON.stringify({ ...ANKET, message: 'a'.repeat(FORMS_SINK_LIMIT_BYTES - Buffer.byteLength(frame) + 1) });
    const answer = await post(over);
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
    expect(await readLines()).toEqual(before);
  });

  it('refuses an oversized body sent without a content-length (chunked)', async () => {
    const before = await readLines();
    const big = JSON.stringify({ ...ANKET, message: 'я'.repeat(FORMS_SINK_LIMIT_BYTES) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
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
    expect(await readLines()).toEqual(before);
  });

  it('leaves the rest of the API read-only', async () => {
    const response = await fetch(`${base}/api/meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"access_key":"k"}' });
    expect(response.status).toBe(405);
    expect((await fetch(`${base}/api/forms`)).status).toBe(404);
  });
});

describe('the sink’s rate limit', () => {
  it(`takes ${FORMS_SINK_RATE_PER_MINUTE} submissions a minute per client, then answers 429 with Retry-After`, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forms-rate-'));
    await writeFile(path.join(dir, 'db.json'), JSON.stringify({ meta: { schemaVersion: 1 } }));
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const limited = await startSink(dir, { now: () => clock });
    try {
      for (let index = 0; index < FORMS_SINK_RATE_PER_MINUTE; index++) {
        expect((await post(JSON.stringify(CALLBACK), 'application/json', {}, limited.base)).status).toBe(200);
        clock += 1000;
      }
      const refused = await post(JSON.stringify(CALLBACK), 'application/json', {}, limited.base);
      expect(refused.status).toBe(429);
      expect(refused.body.success).toBe(false);
      expect(Number(refused.headers.get('retry-after'))).toBe(50);
      clock += 51_000;
      expect((await post(JSON.stringify(CALLBACK), 'application/json', {}, limited.base)).status).toBe(200);
    } finally {
      await new Promise((resolve) => limited.server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('exceedsDepth', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":{}}', 1, true],
    ['{"a":"{{{{[[[["}', 1, false],
    ['{"a":"\\"{{{"}', 1, false],
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
  ])('%s with a limit of %i → %s', (text, limit, expected) => {
    expect(exceedsDepth(text, limit)).toBe(expected);
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../../../pipeline/api/server.ts';
import { FORMS_SINK_FILE_NAME, FORMS_SINK_LIMIT_BYTES, type SinkRecord } from '../../../pipeline/api/forms-sink.ts';

// The local form sink inside the real API process: POST /api/forms appends one line per submission
// and refuses what the real service would refuse, with {success:false}.

let dataDir: string;
let server: Server;
let base: string;
let sinkFile: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'forms-sink-'));
  await writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ meta: { schemaVersion: 1 } }));
  server = await listenApi({ dataDir, host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sinkFile = path.join(dataDir, FORMS_SINK_FILE_NAME);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const post = async (body: string, contentType = 'application/json') => {
  const response = await fetch(`${base}/api/forms`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
};

const readLines = async (): Promise<string[]> => {
  const text = await readFile(sinkFile, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line !== '');
};

describe('POST /api/forms (the local sink)', () => {
  it('accepts a submission, answers {success:true} and appends it as one line without its access_key', async () => {
    const before = await readLines();
    const { status, body } = await post(JSON.stringify({ access_key: 'local', subject: 'Новая заявка на обратную связь', Имя: 'Мария' }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const lines = await readLines();
    expect(lines).toHaveLength(before.length + 1);
    const record = JSON.parse(lines.at(-1)!) as SinkRecord;
    expect(record.submission).toEqual({ subject: 'Новая заявка на обратную связь', Имя: 'Мария' });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('appends and never rewrites: earlier lines keep every byte, concurrent posts give one whole line each', async () => {
    await post(JSON.stringify({ access_key: 'k', n: 0 }));
    const before = await readFile(sinkFile, 'utf8');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => post(JSON.stringify({ access_key: 'k', n: index + 1, text: 'x'.repeat(4000) }))));
    expect(answers.every((answer) => answer.status === 200 && answer.body.success === true)).toBe(true);
    const after = await readFile(sinkFile, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const added = after.slice(before.length).split('\n').filter((line) => line !== '');
    expect(added).toHaveLength(12);
    const numbers = added.map((line) => (JSON.parse(line) as SinkRecord).submission.n as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it.each([
    ['a body that is not JSON', 'name=Мария&phone=1', 'application/x-www-form-urlencoded', 400],
    ['broken JSON', '{"access_key": "k",', 'application/json', 400],
    ['JSON that is not an object', '["access_key"]', 'application/json', 400],
    ['a body without access_key', JSON.stringify({ subject: 'Анкета (компактно)', message: 'текст' }), 'application/json', 400],
    ['an empty access_key', JSON.stringify({ access_key: '  ', message: 'текст' }), 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
  ])('refuses %s with a 4xx and {success:false}, storing nothing', async (_name, body, contentType, status) => {
    const before = await readLines();
    const answer = await post(body, contentType);
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body.success).toBe(false);
    expect(await readLines()).toEqual(before);
  });

  it('takes a body of exactly 64 KB and refuses one byte more with 413', async () => {
    const frame = JSON.stringify({ access_key: 'k', message: '' });
    const exact = JSON.stringify({ access_key: 'k', message: 'a'.repeat(FORMS_SINK_LIMIT_BYTES - frame.length) });
    expect(Buffer.byteLength(exact)).toBe(FORMS_SINK_LIMIT_BYTES);
    expect((await post(exact)).body).toEqual({ success: true });

    const before = await readLines();
    const over = JSON.stringify({ access_key: 'k', message: 'a'.repeat(FORMS_SINK_LIMIT_BYTES - frame.length + 1) });
    const answer = await post(over);
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
    expect(await readLines()).toEqual(before);
  });

  it('refuses an oversized body sent without a content-length (chunked)', async () => {
    const before = await readLines();
    const big = JSON.stringify({ access_key: 'k', message: 'я'.repeat(FORMS_SINK_LIMIT_BYTES) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/forms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
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

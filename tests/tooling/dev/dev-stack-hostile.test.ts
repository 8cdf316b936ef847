import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CALLBACK } from '../../../testing/forms/sample-forms.ts';
import { ROOT, spawnScript } from '../../../testing/run-cli.ts';
import { freePort, stopProcess, waitForServer } from '../../../testing/services/processes.ts';
import { HOSTILE_API_REQUESTS, LEAK_PATTERN, STILL_ANSWERS_MS, sendRequest } from '../../../testing/hostile-requests.ts';
import { sendInTurn, type RawRequest } from '../../../testing/keep-alive-client.ts';

// `npm start` as its own process (content watch, API and Vite dev server in one): every hostile
// request, through the dev server's proxy, is answered, and the site keeps answering. It builds
// the good fixture into a data folder of its own inside the project (where /@fs/ could reach it),
// never into the repo's dist-data/.

const GOOD = path.join(ROOT, 'tests/pipeline/fixtures/good');
/** the texts a form's consent is recorded against (server/forms/receiver/consent-versions.ts) */
const CONSENT_PAGES = {
  'pages/consent.md': '---\ntitle: Согласие\ndescription: Согласие на обработку данных, пример.\n---\n\nТекст согласия.\n',
  'pages/privacy-policy.md': '---\ntitle: Политика\ndescription: Политика обработки данных, пример.\n---\n\nТекст политики.\n',
};
let contentDir: string;

let child: ChildProcess;
let site: string;
let receiverDir: string;
let dataDir: string;
let stderr = '';

beforeAll(async () => {
  await mkdir(path.join(ROOT, '.cache'), { recursive: true });
  // the good fixture with the pages a form's consent refers to
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'dev-stack-content-'));
  await cp(GOOD, contentDir, { recursive: true });
  for (const [file, text] of Object.entries(CONSENT_PAGES)) await writeFile(path.join(contentDir, file), text);
  // the receiver's embedded database inside the project too, where /@fs/ could reach it
  receiverDir = await mkdtemp(path.join(ROOT, '.cache', 'dev-stack-receiver-'));
  dataDir = await mkdtemp(path.join(ROOT, '.cache', 'dev-stack-data-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  child = spawnScript('tooling/start.ts', [], {
    PORT: String(port),
    API_PORT: String(apiPort),
    RECEIVER_DATA_DIR: receiverDir,
    CONTENT_DIR: contentDir,
    DATA_DIR: dataDir,
  });
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  site = `http://127.0.0.1:${port}`;
  await waitForServer(`${site}/api/meta`, child, 90_000);
}, 120_000);
afterAll(async () => {
  await stopProcess(child);
  await rm(receiverDir, { recursive: true, force: true });
  await rm(contentDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start under hostile requests', () => {
  it.each(HOSTILE_API_REQUESTS.map((request) => [request.name, request] as const))(
    '%s: answered through the proxy, and the site still answers',
    async (_name, request) => {
      const answer = await sendRequest(site, request);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(LEAK_PATTERN);
      expect((await fetch(`${site}/api/meta`, { signal: AbortSignal.timeout(STILL_ANSWERS_MS) })).status).toBe(200);
      expect((await fetch(`${site}/`, { signal: AbortSignal.timeout(STILL_ANSWERS_MS) })).status).toBe(200);
      expect(child.exitCode).toBeNull();
    },
  );

  it('serves neither the built data nor a stored submission through /@fs/', async () => {
    const sent = await fetch(`${site}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      // a callback as the modal sends it (spec §3)
      body: JSON.stringify(SAMPLE_CALLBACK),
    });
    expect(sent.status).toBe(200);
    const files = [path.join(receiverDir, 'PG_VERSION'), path.join(dataDir, 'db.json'), path.join(ROOT, 'dist-data/README.md')];
    for (const file of files) {
      const content = readFileSync(file, 'utf8');
      for (const query of ['', '?raw', '?import', '?url']) {
        const answer = await fetch(`${site}/@fs${file}${query}`);
        const text = await answer.text();
        expect(answer.status, `${file}${query}`).not.toBe(200);
        expect(text.includes(content.slice(0, 200)), `${file}${query}`).toBe(false);
        expect(text).not.toContain('+79991234567');
      }
    }
  });

  // the receiver refuses an oversized form from its headers and closes; the proxy, still writing
  // the body, used to answer 502 and leave the body on the connection, which was then reset
  it('answers a refusal, two 2 MB forms and the API in turn to one keep-alive client: no 502, no reset', async () => {
    const host = new URL(site).host;
    const form = (contentType: string, body: Buffer | string, extra = ''): RawRequest => ({
      head: `POST /api/forms HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}${extra}`,
      body,
    });
    const meta: RawRequest = { head: `GET /api/meta HTTP/1.1\r\nHost: ${host}` };
    const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, 'a');
    const answers = await sendInTurn(site, [
      form('text/plain', 'привет'),
      form('application/json', twoMegabytes),
      meta,
      form('application/json', twoMegabytes),
      {
        head: `POST /api/forms HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`,
        body: `${(1 << 20).toString(16)}\r\n${'a'.repeat(1 << 20)}\r\n0\r\n\r\n`,
      },
      meta,
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([415, 413, 200, 413, 411, 200]);
    for (const answer of answers.filter((answer) => answer.status >= 400)) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, status: answer.status });
    }
    // the oversized bodies were read off and the connection kept: the API answered on it
    expect(answers[2]!.connection).toBe(answers[1]!.connection);
    expect(stderr).not.toMatch(/proxy error|EPIPE/);
    expect((await fetch(`${site}/api/meta`, { signal: AbortSignal.timeout(STILL_ANSWERS_MS) })).status).toBe(200);
  });

  it('logged no internal error', () => {
    expect(stderr).not.toMatch(/API error|internal error|RangeError|Unhandled|proxy error/);
  });
});

import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { emitBuild } from '../../../pipeline/emit/emit.ts';
import { materialize } from '../../pipeline/fixture-helpers.ts';
import { spawnScript } from '../../../testing/run-cli.ts';
import { freePort, stopProcess, waitForServer } from '../../../testing/services/processes.ts';
import { HOSTILE_API_REQUESTS, LEAK_PATTERN, STILL_ANSWERS_MS, sendRequest } from '../../../testing/hostile-requests.ts';

// `npm run api` as its own process: any request may fail, none may stop or block the server.

let dir: string;
let child: ChildProcess;
let base: string;
let stderr = '';

beforeAll(async () => {
  const content = await materialize();
  dir = await mkdtemp(path.join(os.tmpdir(), 'api-process-'));
  const result = await new ContentBuilder(content.dir).build();
  await emitBuild(path.join(dir, 'data'), result.dbChunks!);
  await content.cleanup();
  const port = await freePort();
  child = spawnScript('server/api/cli.ts', [], {
    DATA_DIR: path.join(dir, 'data'),
    API_PORT: String(port),
    API_LOG: '0',
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/api/meta`, child);
});
afterAll(async () => {
  await stopProcess(child);
  await rm(dir, { recursive: true, force: true });
});

describe('the API process under hostile requests', () => {
  it.each(HOSTILE_API_REQUESTS.map((request) => [request.name, request] as const))('%s: answered, and the server still answers', async (_name, request) => {
    const answer = await sendRequest(base, request);
    expect(answer.status).toBeLessThan(500);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).not.toMatch(LEAK_PATTERN);
    const alive = await fetch(`${base}/api/meta`, { signal: AbortSignal.timeout(STILL_ANSWERS_MS) });
    expect(alive.status).toBe(200);
    expect(child.exitCode).toBeNull();
  });

  it('logged no internal error', () => {
    expect(stderr).not.toMatch(/API error|internal|RangeError|TypeError/);
  });
});

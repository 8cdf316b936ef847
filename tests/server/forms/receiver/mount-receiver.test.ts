import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../../../../server/api/server.ts';
import { consentVersionsOf } from '../../../../server/forms/receiver/consent-versions.ts';
import { createTestStore, type TestStore } from '../support/test-store.ts';
import { ANKET, CALLBACK } from './receiver-fixtures.ts';

// The receiver mounted in the API process (npm start, npm run api, npm run preview): POST
// /api/forms reaches it, the consent versions come from the db.json served, the rest of the API is
// untouched.

let dataDir: string;
let server: Server;
let base: string;
let test: TestStore;

const page = (id: string, hash: string) => ({ id, hash });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'receiver-mount-'));
  await writeFile(
    path.join(dataDir, 'db.json'),
    JSON.stringify({ meta: { schemaVersion: 1 }, pages: [page('index', 'h0'), page('consent', 'consent-v3'), page('privacy-policy', 'policy-v7')] }),
  );
  test = await createTestStore();
  server = await listenApi({ dataDir, host: '127.0.0.1', port: 0, receiver: { store: test.store } });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/forms`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('mountReceiver in the API', () => {
  it('stores through the receiver with the consent versions of the db.json served', async () => {
    const response = await post(JSON.stringify(CALLBACK), { origin: base, 'sec-fetch-site': 'same-origin' });
    expect(await response.json()).toEqual({ success: true });
    const [stored] = await test.stored();
    expect(stored!.consent).toMatchObject({ textVersion: 'consent-v3', policyVersion: 'policy-v7' });
  });

  it('answers the receiver’s refusals and leaves the rest of the API as it was', async () => {
    const refused = await post(JSON.stringify(ANKET), { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, status: 403 });
    expect((await fetch(`${base}/api/meta`)).status).toBe(200);
    expect((await fetch(`${base}/api/meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(405);
  });
});

describe('consentVersionsOf', () => {
  it('takes the hashes of the consent and policy pages, and refuses a build without them', () => {
    expect(consentVersionsOf({ pages: [page('privacy-policy', 'p'), page('consent', 'c')] })).toEqual({ textVersion: 'c', policyVersion: 'p' });
    expect(() => consentVersionsOf({ pages: [page('consent', 'c')] })).toThrow(/privacy-policy/);
    expect(() => consentVersionsOf({})).toThrow(/consent/);
  });
});

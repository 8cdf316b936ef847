import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../../tooling/editor/local-backend.ts';

// The local proxy refuses a save its file's collection cannot read, before decap-server writes
// anything: the request Decap sent when it saved a page's form into a doctor's file.

let folder: string;
let backend: LocalBackend;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'save-guard-'));
  cpSync('content/data', path.join(folder, 'data'), { recursive: true });
  cpSync('content/pages/contacts.md', path.join(folder, 'pages/contacts.md'));
  backend = await startLocalBackend({ contentDir: folder, port: 0 });
});

afterAll(async () => {
  await backend.close();
  rmSync(folder, { recursive: true, force: true });
});

function persist(file: string, raw: string, collectionName: string) {
  return fetch(backend.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: path.basename(file).replace(/\.\w+$/, ''), path: file, raw },
        assets: [],
        options: { collectionName, commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    }),
  });
}

describe('the local proxy’s guard', () => {
  it('refuses a page’s form saved into a doctor’s file, in Russian, and leaves the file as it was', async () => {
    const before = readFileSync(path.join(folder, 'data/staff/kravtsov.yaml'));
    const response = await persist('data/staff/kravtsov.yaml', '---\ntitle: " x"\n---\n', 'pages');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/^Запись не сохранена: .*data\/staff\/kravtsov\.yaml/);
    expect(readFileSync(path.join(folder, 'data/staff/kravtsov.yaml')).equals(before)).toBe(true);
  });

  it('refuses a doctor’s text for a page', async () => {
    const before = readFileSync(path.join(folder, 'pages/contacts.md'));
    const response = await persist('pages/contacts.md', readFileSync(path.join(folder, 'data/staff/kravtsov.yaml'), 'utf8'), 'staff');
    expect(response.status).toBe(422);
    expect(readFileSync(path.join(folder, 'pages/contacts.md')).equals(before)).toBe(true);
  });

  it('writes a save its collection reads', async () => {
    const text = readFileSync(path.join(folder, 'data/staff/kravtsov.yaml'), 'utf8').replace(/^about: .*$/m, 'about: Новый текст.');
    const response = await persist('data/staff/kravtsov.yaml', text, 'staff');
    expect([response.status, response.status === 200 ? '' : ((await response.json()) as { error: string }).error]).toEqual([200, '']);
    expect(readFileSync(path.join(folder, 'data/staff/kravtsov.yaml'), 'utf8')).toBe(text);
  });
});

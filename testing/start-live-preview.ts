// `npm start` over a fresh copy of content/, with a fresh Vite cache: the server of the
// live-preview browser tests (playwright.config.ts). The tests edit the copy, never content/.
import { rmSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { livePreviewFolders } from './live-preview.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const folders = livePreviewFolders(Number(process.env.PORT));
await rm(folders.root, { recursive: true, force: true });
await mkdir(folders.root, { recursive: true });
await cp(path.join(ROOT, 'content'), folders.content, { recursive: true });
Object.assign(process.env, { CONTENT_DIR: folders.content, DATA_DIR: folders.data, VITE_CACHE_DIR: folders.viteCache });
process.chdir(ROOT);
process.once('exit', () => rmSync(folders.root, { recursive: true, force: true }));
await import('../tooling/start.ts');

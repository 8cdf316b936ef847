import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../../testing/build/bundle-sizes.ts';
import { decapBundleFiles } from '../../../tooling/editor/decap-bundle.ts';
import { ensureTestBuild } from '../../../testing/build/test-build.ts';

// The web editor in the production build (docs/deploy.md, «Web editor»): /admin/ is a build of its
// own beside the site's, and nothing of it — Decap CMS, the editor's page — reaches the site's
// bundles, its manifest or its pages. The run's shared build has the editor (testing/build/test-build.ts).

let distDir: string;

beforeAll(async () => {
  distDir = (await ensureTestBuild()).distDir;
}, 600_000);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the web editor in the production build', () => {
  it('is a page of its own at /admin/, with Decap CMS beside it and the production configuration', () => {
    const html = readFileSync(path.join(distDir, 'admin/index.html'), 'utf8');
    expect(html).toMatch(/<script type="module"[^>]* src="\/admin\/assets\/[^"]+\.js"/);
    for (const name of decapBundleFiles()) expect(readdirSync(path.join(distDir, 'admin/decap'))).toContain(name);
    const config = JSON.parse(readFileSync(path.join(distDir, 'admin/config.json'), 'utf8')) as { decap: Record<string, unknown> };
    expect(config.decap.publish_mode).toBe('editorial_workflow');
    expect(config.decap.backend).toEqual({ name: 'proxy', proxy_url: '/admin/api/v1', branch: 'main' });
    expect(config.decap.local_backend).toBeUndefined();
  });

  it('reaches none of the site’s bundles, its manifest or its pages', () => {
    const manifest = readManifest(distDir);
    expect(Object.keys(manifest).filter((key) => key.startsWith('admin/'))).toEqual([]);
    const siteFiles = filesUnder(distDir).filter((file) => !path.relative(distDir, file).startsWith('admin'));
    const scripts = siteFiles.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      // the editor's page and Decap CMS, by words only they hold
      expect(text.includes('registerCustomFormat') || text.includes('decap-cms') || text.includes('Проверка сайта'), path.relative(distDir, file)).toBe(false);
    }
    for (const file of siteFiles.filter((each) => each.endsWith('.html'))) expect(readFileSync(file, 'utf8'), file).not.toContain('/admin/');
  });
});

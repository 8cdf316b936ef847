import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/preview/security-headers.ts';
import { withoutDevOnlyScripts } from '../../tooling/prerender/html-document.ts';
import { ROOT } from '../../testing/run-cli.ts';

// nginx sends a fixed Content-Security-Policy: the hashes of index.html's inline scripts are
// written into deploy/nginx/site.conf by hand. A script changed without its hash is blocked by
// the visitor's browser (the theme and the low-vision settings before the first paint are lost).
describe('deploy/nginx/site.conf', () => {
  it('allows exactly the inline scripts of the built index.html', () => {
    const site = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8');
    const allowed = [...site.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map((match) => match[1]);
    const html = readFileSync(path.join(ROOT, 'app/index.html'), 'utf8');
    expect(new Set(allowed)).toEqual(new Set(inlineScriptHashes(withoutDevOnlyScripts(html))));
  });

  it('keeps the web editor off the public site: the forms service serves it behind the login', () => {
    const site = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8');
    expect(site).toMatch(/location ~ \^\/admin\(\/\|\$\) \{\s+return 404;\s+\}/);
    expect(site).not.toContain('unsafe-eval');
  });
});

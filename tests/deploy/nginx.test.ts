import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { ContentBuilder } from '../../pipeline/build.ts';
import { emitBuild } from '../../pipeline/emit.ts';
import { ROOT } from '../support/run-cli.ts';
import { FORM_SERVICE_ORIGIN_EXAMPLE, inlineScriptHashes, securityHeaders } from '../../scripts/security-headers.ts';

// The production build behind a real nginx with deploy/nginx/site.conf (docs/deploy.md).
// scripts/test.ts installs Debian's nginx when it can; without it these tests are skipped.

const nginx = ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);

describe.skipIf(nginx === undefined)('nginx serving the build', () => {
  let prefix: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
    const content = await new ContentBuilder(path.join(ROOT, 'content')).build();
    await emitBuild(path.join(prefix, 'dist-data'), content.dbJson!, { staticApi: true });
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir: path.join(prefix, 'dist'), emptyOutDir: true } });
    const port = await freePort();
    const site = (await readFile(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8')).replace('listen 8080;', `listen 127.0.0.1:${port};`);
    await writeFile(path.join(prefix, 'site.conf'), site);
    await writeFile(
      path.join(prefix, 'nginx.conf'),
      `user root;\nworker_processes 1;\ndaemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix}/tmp;\n  proxy_temp_path ${prefix}/tmp;\n  fastcgi_temp_path ${prefix}/tmp;\n  uwsgi_temp_path ${prefix}/tmp;\n  scgi_temp_path ${prefix}/tmp;\n  include ${prefix}/site.conf;\n}\n`,
    );
    server = spawn(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`);
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rm(prefix, { recursive: true, force: true });
  });

  it('serves the app for every route, with hashed assets cached for a year', async () => {
    for (const route of ['/', '/research/m2-macrophages-cerebral-palsy', '/docs/about', '/no-such-page']) {
      const response = await fetch(base + route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    const html = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(base + script);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers the calls of spec §7 from the JSON files', async () => {
    const tabs = await json(fetch(`${base}/api/header-tabs`));
    expect(tabs.tabs[0]).toEqual({ title: 'Главная', href: '/about', active: true });
    expect((await json(fetch(`${base}/api/sidebar`))).id).toBe('main');
    expect((await json(fetch(`${base}/api/sidebar?section=prices`))).id).toBe('prices');
    expect((await json(fetch(`${base}/api/sidebar?v=1&section=services`))).id).toBe('services');
    const page = await fetch(`${base}/api/page/${encodeURIComponent('research/m2-macrophages-cerebral-palsy')}`);
    expect(page.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json(Promise.resolve(page))).route).toBe('/research/m2-macrophages-cerebral-palsy');
    expect((await json(fetch(`${base}/api/page/index`))).route).toBe('/');
    expect((await json(fetch(`${base}/api/search`))).length).toBe(29);
  });

  it('a 404 with a JSON body for unknown sections and pages, a 405 for writes', async () => {
    for (const url of ['/api/sidebar?section=../../etc/passwd', '/api/sidebar?section=nope', '/api/page/nope', '/api/nope']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect((await json(Promise.resolve(response))).status).toBe(404);
    }
    const post = await fetch(`${base}/api/header-tabs`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });

  it('refuses every write under /api with a JSON 405', async () => {
    for (const [method, url] of [['POST', '/api/sidebar'], ['POST', '/api/sidebar?section=prices'], ['POST', '/api/forms'], ['PUT', '/api/page/index'], ['DELETE', '/api/search'], ['PATCH', '/api/nope']]) {
      const response = await fetch(base + url!, { method, body: method === 'DELETE' ? null : '{}', headers: { 'content-type': 'application/json' } });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('content-type'), `${method} ${url}`).toMatch(/^application\/json/);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toMatchObject({ status: 405 });
    }
  });

  it('sends the security headers of scripts/security-headers.ts on every response, errors included', async () => {
    const html = await readFile(path.join(prefix, 'dist/index.html'), 'utf8');
    const expected = securityHeaders({ formServiceOrigin: FORM_SERVICE_ORIGIN_EXAMPLE, scriptHashes: inlineScriptHashes(html) });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const url of ['/', '/docs/about', '/no-such-page', script, '/favicon.svg', '/api/header-tabs', '/api/nope', '/api/sidebar?section=x', '/.vite/manifest.json']) {
      const response = await fetch(base + url);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
      expect(response.headers.get('server'), url).toBe('nginx');
    }
  });

  it('does not serve the build\'s /.vite/ manifest or any dotfile', async () => {
    for (const url of ['/.vite/manifest.json', '/.env', '/api/.hidden']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('"isEntry"');
    }
  });

  it('compresses HTML, JavaScript, CSS, JSON and SVG', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    for (const url of ['/', script, style, '/api/search', '/favicon.svg']) {
      const response = await rawGet(base + url, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding'], url).toBe('gzip');
    }
  });
});

/** a GET with node:http, which (unlike fetch) shows the content-encoding as sent */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    }).once('error', reject);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function json(response: Promise<Response>): Promise<any> {
  return (await response).json();
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}


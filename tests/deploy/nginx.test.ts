import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTestBuild } from '../../testing/build/test-build.ts';
import { ROOT } from '../../testing/run-cli.ts';
import { inlineScriptHashes, securityHeaders } from '../../server/preview/security-headers.ts';

// The production build behind a real nginx with deploy/nginx/site.conf (docs/deploy.md).
// scripts/test.ts installs Debian's nginx when it can; without it these tests are skipped.

const nginx = ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);

describe.skipIf(nginx === undefined)('nginx serving the build', () => {
  let prefix: string;
  let server: ChildProcess;
  /** settles when nginx has ended, listened for from the start so an early end is not missed */
  let ended: Promise<unknown>;
  let base: string;
  /** the pages the build wrote: one search entry each */
  let builtPages: { route: string; title: string }[];
  /** a stand-in for the form receiver on the upstream's address, and what reached it */
  let receiver: Server;
  const received: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
    // the run's shared production build (testing/build/test-build.ts) as the live release, where site.conf
    // looks for it: site/current, the symlink the publishing path switches (deploy/publish/)
    const build = await ensureTestBuild();
    const release = path.join(prefix, 'site/releases/test-build');
    await mkdir(release, { recursive: true });
    await symlink(build.distDir, path.join(release, 'dist'));
    await symlink(build.dataDir, path.join(release, 'dist-data'));
    await symlink('releases/test-build', path.join(prefix, 'site/current'));
    builtPages = (JSON.parse(await readFile(path.join(release, 'dist-data', 'db.json'), 'utf8')) as { pages: typeof builtPages }).pages;
    const port = await freePort();
    const receiverPort = await freePort();
    receiver = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
    const site = (await readFile(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8'))
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace(/(upstream form_receiver \{\n)(?: {4}server [^\n]+\n)+/, `$1    server 127.0.0.1:${receiverPort};\n`);
    await writeFile(path.join(prefix, 'site.conf'), site);
    await writeFile(
      path.join(prefix, 'nginx.conf'),
      `user root;\nworker_processes 1;\ndaemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix}/tmp;\n  proxy_temp_path ${prefix}/tmp;\n  fastcgi_temp_path ${prefix}/tmp;\n  uwsgi_temp_path ${prefix}/tmp;\n  scgi_temp_path ${prefix}/tmp;\n  include ${prefix}/site.conf;\n}\n`,
    );
    server = spawn(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    ended = new Promise((resolve) => server.once('close', resolve));
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, ended);
  }, 600_000);

  afterAll(async () => {
    // nginx has stopped (and let go of its files) once 'close' came, however long that takes
    if (server?.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await ended;
    if (receiver?.listening) await new Promise((resolve) => receiver.close(resolve));
    await rm(prefix, { recursive: true, force: true });
  });

  it('serves every route and its /docs twin as its own prerendered page, with hashed assets cached for a year', async () => {
    expect(builtPages.length).toBeGreaterThan(20);
    for (const { route, title } of builtPages) {
      for (const address of [route, route === '/' ? '/docs' : `/docs${route}`, `${route === '/' ? '' : route}/`]) {
        const response = await fetch(base + address);
        expect(response.status, address).toBe(200);
        expect(response.headers.get('content-type'), address).toContain('text/html');
        expect(await response.text(), address).toContain(`data-page-title="true">${escapeHtml(title)}</h1>`);
      }
    }
    const html = await (await fetch(`${base}/`)).text();
    const script = /(?:src|href|content)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(base + script);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    for (const address of ['/no-such-page', '/services/no-such-method', '/docs/no-such-page', '/about/nested/deeper', '/index.htm']) {
      const response = await fetch(base + address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toContain('Страница не найдена');
    }
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<loc>https://neuro-clinic.example/contacts</loc>');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: https://neuro-clinic.example/sitemap.xml');
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
    expect((await json(fetch(`${base}/api/search`))).length).toBe(builtPages.length);
  });

  it('serves the split search index from its files, gzipped, and a JSON 404 for a name it does not have', async () => {
    const meta = await fetch(`${base}/api/search-fragment/meta`, { headers: { 'accept-encoding': 'gzip' } });
    expect(meta.headers.get('content-type')).toMatch(/application\/json/);
    const { pages, words } = (await meta.json()) as { pages: number; words: string[] };
    const pageCount = builtPages.length;
    expect(pages).toBe(pageCount);
    const key = [...words[0]!].map((unit) => unit.charCodeAt(0).toString(16).padStart(4, '0')).join('');
    expect((await json(fetch(`${base}/api/search-fragment/w-${key}`))).words.length).toBeGreaterThan(0);
    expect((await json(fetch(`${base}/api/search-fragment/h-0`))).href).toBe('/');
    for (const url of [`/api/search-fragment/h-${pageCount}`, '/api/search-fragment/meta.json', '/api/search-fragment/', '/api/search-fragment/w-zz']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect((await json(Promise.resolve(response))).status).toBe(404);
    }
    // nginx resolves encoded dots before it picks a location: climbing above its root is a 400
    for (const url of [
      '/api/search-fragment/..%2F..%2F..%2Fdb.json',
      '/api/search-fragment/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage',
      '/api/search-fragment/..%2F..%2Fdb',
    ]) {
      const response = await fetch(base + url);
      expect([400, 404], url).toContain(response.status);
      expect(await response.text(), url).not.toMatch(/"pages"|"search-index"|"dependencies"/);
    }
    expect((await fetch(`${base}/api/search-fragment/meta`)).status).toBe(200);
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
    for (const [method, url] of [
      ['POST', '/api/sidebar'],
      ['POST', '/api/sidebar?section=prices'],
      ['PUT', '/api/page/index'],
      ['DELETE', '/api/search'],
      ['PATCH', '/api/nope'],
    ]) {
      const response = await fetch(base + url!, { method, body: method === 'DELETE' ? null : '{}', headers: { 'content-type': 'application/json' } });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('content-type'), `${method} ${url}`).toMatch(/^application\/json/);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toMatchObject({ status: 405 });
    }
  });

  it('sends the security headers of server/preview/security-headers.ts on every response, errors included', async () => {
    const html = await readFile(path.join(prefix, 'site/current/dist/index.html'), 'utf8');
    const expected = securityHeaders({ scriptHashes: inlineScriptHashes(html) });
    const script = /(?:src|href|content)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const url of [
      '/',
      '/docs/about',
      '/no-such-page',
      script,
      '/favicon.svg',
      '/api/header-tabs',
      '/api/nope',
      '/api/sidebar?section=x',
      '/.vite/manifest.json',
    ]) {
      const response = await fetch(base + url);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
      expect(response.headers.get('server'), url).toBe('nginx');
    }
  });

  it('serves nothing of the web editor: it is the forms service’s, behind the staff’s login', async () => {
    for (const url of ['/admin', '/admin/', '/admin/config.json', '/admin/decap/decap-cms.js', '/admin/api/v1']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
    }
    expect((await fetch(`${base}/about`)).headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });

  // the forms go to the clinic's receiver on 127.0.0.1 (deploy/receiver/, docs/deploy.md)
  it("passes /api/forms to the receiver with the visitor's address, limits the body and the rate, and answers JSON when it is down", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/forms`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    const sent = await post('{"subject":"Новая заявка на обратную связь"}', { 'x-forwarded-for': '203.0.113.9' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    expect(sent.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(received.at(-1)).toMatchObject({ method: 'POST', body: '{"subject":"Новая заявка на обратную связь"}' });
    // the header a visitor sends is replaced, not appended to: the consent record holds the real address
    expect(received.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');

    const large = await post(JSON.stringify({ message: 'а'.repeat(40_000) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ success: false, status: 413 });
    expect(received).toHaveLength(1);

    await new Promise((resolve) => receiver.close(resolve));
    const down = await post('{}');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ success: false, status: 503 });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) statuses.push((await post('{}')).status);
    expect(statuses).toContain(429);
  });

  it("does not serve the build's /.vite/ manifest or any dotfile", async () => {
    for (const url of ['/.vite/manifest.json', '/.env', '/api/.hidden']) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('"isEntry"');
    }
  });

  it('compresses HTML, JavaScript, CSS, JSON and SVG', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const script = /(?:src|href|content)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
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

/** polls url until it answers; fails at once if the server ends (a taken port, a bad config) */
async function waitFor(url: string, ended: Promise<unknown>): Promise<void> {
  let gone = false;
  void ended.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server ended before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// The nginx site deploy/install writes (deploy/installer/nginx.sh): Debian 12's nginx 1.22 takes
// HTTP/2 as a flag of `listen`, 1.25.1 and later (Debian 13: 1.26) as `http2 on;` and warn about the
// flag. The trial (tests/operations/) runs the 1.22 one through the machine's nginx; here the text
// for each, from an `nginx` on PATH that answers `nginx -v` as that version does.

const dir = mkdtempSync(path.join(os.tmpdir(), 'installer-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function renderFor(version: string, httpsPort = '443'): string {
  const bin = path.join(dir, version, 'bin');
  spawnSync('mkdir', ['-p', bin]);
  writeFileSync(path.join(bin, 'nginx'), `#!/bin/sh\necho "nginx version: nginx/${version}" >&2\n`);
  chmodSync(path.join(bin, 'nginx'), 0o755);
  const script = [
    `. ${ROOT}/deploy/installer/common.sh`,
    `. ${ROOT}/deploy/installer/nginx.sh`,
    `SOURCE_DIR=${ROOT} DOMAIN=clinic.example.ru HTTP_PORT=80 HTTPS_PORT=${httpsPort}`,
    'TLS_CERT=/etc/ssl/clinic/fullchain.pem TLS_KEY=/etc/ssl/clinic/privkey.pem',
    'render_site_conf',
  ].join('\n');
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('the nginx site deploy/install writes', () => {
  it('takes HTTP/2 as a flag of listen on nginx 1.22 (Debian 12)', () => {
    const site = renderFor('1.22.1');
    expect(site).toContain('    listen 443 ssl http2;\n');
    expect(site).not.toContain('http2 on;');
  });

  it('says http2 on; from nginx 1.25.1 (Debian 13: 1.26)', () => {
    for (const version of ['1.25.1', '1.26.3']) {
      const site = renderFor(version);
      expect(site).toContain('    listen 443 ssl;\n    listen [::]:443 ssl;\n    http2 on;\n');
      expect(site).not.toContain('ssl http2;');
    }
  });

  it('serves the live release by absolute paths, passes Host with its port, and redirects port 80 to the HTTPS port', () => {
    const site = renderFor('1.22.1', '8443');
    expect(site).toContain('root /srv/clinic/site/current/dist;');
    expect(site).toContain('alias /srv/clinic/site/status/;');
    expect(site).not.toMatch(/root site\//);
    expect(site).toContain('proxy_set_header Host $http_host;');
    expect(site).not.toContain('Host $host;');
    expect(site).toContain('return 301 https://$host:8443$request_uri;');
    expect(site).toContain('server_name clinic.example.ru;');
    expect(site).toContain('add_header Strict-Transport-Security');
    expect(site).not.toContain('listen 8080;');
  });
});

import http from 'node:http';

// Requests tried against every server we run (ISSUE: hardening): json-server's query filters and
// their error pages, malformed escapes, bodies nested deeper than JSON.stringify's stack, and the
// paths where submissions or private files could leak. Each must get an answer — never a crash,
// a hang, a stack trace or an HTML page.

export interface HostileRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
}

const nested = (levels: number) => `{"access_key":"k","subject":"Анкета (компактно)","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;

export const HOSTILE_API_REQUESTS: readonly HostileRequest[] = [
  { name: 'script in a *_like filter', method: 'GET', path: '/api/search?title_like=%3Cscript%3Ealert(1)%3C%2Fscript%3E(' },
  { name: 'catastrophic *_like regular expression', method: 'GET', path: `/api/search-index?body_like=${encodeURIComponent('(.*о){7}QQ')}` },
  { name: 'invalid regular expression', method: 'GET', path: '/api/search?description_like=(' },
  { name: '_sort as an array', method: 'GET', path: '/api/search?_sort[]=title' },
  { name: '_order as an array', method: 'GET', path: '/api/search?_sort=title&_order[]=x' },
  { name: 'q as an object', method: 'GET', path: '/api/search?q[a]=1' },
  { name: 'q full-text', method: 'GET', path: '/api/search-index?q=%D0%B0' },
  { name: '_embed as an array', method: 'GET', path: '/api/sidebar?section=main&_embed[]=x' },
  { name: 'paging', method: 'GET', path: '/api/search?_page=1&_limit=1&_start=0&_end=1' },
  { name: 'JSONP callback', method: 'GET', path: '/api/meta?callback=alert' },
  { name: 'section as an array', method: 'GET', path: '/api/sidebar?section[]=main' },
  { name: 'a lone percent sign in a page id', method: 'GET', path: '/api/page/%' },
  { name: 'a truncated escape in a page id', method: 'GET', path: '/api/page/%E0%A4%A' },
  { name: "json-server's /db", method: 'GET', path: '/api/db' },
  { name: 'a GET with a JSON body nested 6 000 levels deep', method: 'GET', path: '/api/meta', body: nested(6000), contentType: 'application/json' },
  { name: 'a GET with a broken JSON body', method: 'GET', path: '/api/meta', body: '{"a":', contentType: 'application/json' },
  { name: 'a write to a read-only resource', method: 'POST', path: '/api/sidebar', body: '{}', contentType: 'application/json' },
  { name: 'a form body nested 6 000 levels deep as text/plain', method: 'POST', path: '/api/forms', body: nested(6000), contentType: 'text/plain' },
  { name: 'a form body nested 6 000 levels deep', method: 'POST', path: '/api/forms', body: nested(6000), contentType: 'application/json' },
  { name: 'a form body nested 30 000 levels deep', method: 'POST', path: '/api/forms', body: nested(30_000), contentType: 'application/json' },
  // the split search index: only names of its pattern, never a path or a key of ours
  { name: 'a search fragment name climbing out of its folder', method: 'GET', path: '/api/search-fragment/..%2F..%2Fdb' },
  { name: 'a search fragment name with an encoded slash and dots', method: 'GET', path: '/api/search-fragment/%2e%2e%2fmeta' },
  { name: 'a search fragment name with a NUL', method: 'GET', path: '/api/search-fragment/meta%00.json' },
  { name: 'a search fragment of a page that does not exist', method: 'GET', path: '/api/search-fragment/h-9999999' },
  { name: 'a search fragment name of 10 000 characters', method: 'GET', path: `/api/search-fragment/w-${'0'.repeat(10_000)}` },
  { name: 'a search fragment asked for as an object key', method: 'GET', path: '/api/search-fragment/__proto__' },
  { name: 'method override to DELETE', method: 'POST', path: '/api/search?_method=DELETE', body: '{}', contentType: 'application/json' },
];

export interface HostileAnswer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
}

/** sends one request with node:http (fetch cannot send a GET with a body); rejects after `timeoutMs` */
export function sendRequest(base: string, request: HostileRequest, timeoutMs = 5000): Promise<HostileAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(base + request.path, {
      method: request.method,
      headers: {
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
        // node:http frames no body of a GET by itself
        ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
      },
      timeout: timeoutMs,
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${request.name}: no answer within ${timeoutMs} ms`)));
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    outgoing.end(request.body);
  });
}

/**
 * how long a server may take to answer the check that it still answers after a hostile request: a
 * hung server never answers, so the bound only has to outlast a slow machine — 3 s did not at load 15
 */
export const STILL_ANSWERS_MS = 15_000;

/** what no answer may contain: a stack frame, a server path, an HTML page, the injected script */
export const LEAK_PATTERN = /\bat [\w.<>]+ \(|node_modules|\/(?:work|home|root|tmp|srv)\/|<html|<script/i;

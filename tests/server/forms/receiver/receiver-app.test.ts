import { afterEach, describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS, HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER } from '../../../../common/forms/form-definitions.ts';
import { RECEIVER_CLIENT_RATE_PER_MINUTE, RECEIVER_LIMIT_BYTES, STORAGE_UNAVAILABLE_TEXT } from '../../../../server/forms/receiver/receiver-app.ts';
import { LEAK_PATTERN } from '../../../../testing/hostile-requests.ts';
import { ANKET, CALLBACK, key, receiverWith, VERSIONS } from './receiver-fixtures.ts';

// The receiver through light-my-request: what is stored for each form, every refusal (4xx JSON,
// nothing stored, the app still answers after it), idempotency, the honeypot, the origin check,
// both rate limits and a failing store (503 JSON without the internal error's words).

type Receiver = Awaited<ReturnType<typeof receiverWith>>;
let current: Receiver | undefined;
afterEach(async () => {
  await current?.app.close();
  await current?.test.close();
  current = undefined;
});
const start = async (options: Parameters<typeof receiverWith>[0] = {}) => (current = await receiverWith(options));

// light-my-request sends application/json when no Content-Type is given: a body without one is
// tried over a socket (receiver-listening.test.ts)
const post = (receiver: Receiver, body: string, headers: Record<string, string> = {}, contentType = 'application/json') =>
  receiver.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { 'content-type': contentType, 'user-agent': 'Test Browser/1.0', ...headers },
    payload: body,
  });

const sendsSuccess = async (receiver: Receiver, body: object = CALLBACK, headers: Record<string, string> = {}) => {
  const answer = await post(receiver, JSON.stringify(body), headers);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ success: true });
};

describe('POST /api/forms (the receiver)', () => {
  it('stores a callback with its consent record and answers {success:true}', async () => {
    const receiver = await start({ now: () => Date.parse('2026-05-01T10:00:00Z') });
    const answer = await post(receiver, JSON.stringify(CALLBACK), { [IDEMPOTENCY_KEY_HEADER]: key(1) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ success: true });
    const [stored, ...more] = await receiver.test.stored();
    expect(more).toEqual([]);
    const { access_key: _key, ...fields } = CALLBACK;
    expect(stored).toMatchObject({
      form: 'callback',
      idempotencyKey: key(1),
      fields,
      notice: { name: 'Мария', phone: '+79991234567' },
      phone: '+79991234567',
      consent: { ...VERSIONS, at: new Date('2026-05-01T10:00:00Z') },
      client: { address: '127.0.0.1', userAgent: 'Test Browser/1.0' },
      receivedAt: new Date('2026-05-01T10:00:00Z'),
    });
  });

  it('stores the anket whole, with an empty notice and the phone of its message', async () => {
    const receiver = await start();
    await sendsSuccess(receiver, ANKET);
    const [stored] = await receiver.test.stored();
    // the tick goes to the consent record, not among the fields
    const { access_key: _key, consent: _tick, ...fields } = ANKET;
    expect(stored!.form).toBe('anket');
    expect(stored!.fields).toEqual(fields);
    expect(stored!.notice).toEqual({});
    expect(stored!.phone).toBe('+79997654321');
    expect(stored!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('drops keys outside the form’s closed list and never stores access_key', async () => {
    const receiver = await start();
    await sendsSuccess(receiver, { ...ANKET, __proto__x: 1, script: '<script>', extra: { a: 1 } });
    const [stored] = await receiver.test.stored();
    expect(Object.keys(stored!.fields).sort()).toEqual([...FORM_DEFINITIONS.anket.fields].sort());
    expect(JSON.stringify(stored)).not.toContain('access_key');
    expect(receiver.logs()).toEqual(['anket: 3 unknown field(s) dropped']);
  });

  // the record proves the tick (152-ФЗ ст. 9 ч. 3), not only which texts were live
  it('refuses an anket without its consent tick with a JSON 400 and stores nothing; records the tick', async () => {
    const receiver = await start();
    const { consent: _tick, ...unticked } = ANKET;
    for (const body of [unticked, { ...ANKET, consent: 'true' }]) {
      const answer = await post(receiver, JSON.stringify(body));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, error: 'field "consent": expected true (the consent box ticked)', status: 400 });
    }
    expect(await receiver.test.stored()).toEqual([]);
    await sendsSuccess(receiver, ANKET);
    const [stored] = await receiver.test.stored();
    expect(stored!.consent).toEqual({ ...VERSIONS, at: stored!.receivedAt, ticked: true });
    expect(Object.keys(stored!.fields)).not.toContain('consent');
  });

  describe('under healthDataBasis written-consent (152-ФЗ ст. 10 ч. 2 п. 1)', () => {
    const HEALTH = { document: 'consent-health', version: 'health-hash-1' };
    const writtenConsent = () => start({ consentVersions: () => ({ ...VERSIONS, health: HEALTH }) });

    it('refuses an anket without the health consent tick with a JSON 400 and stores nothing', async () => {
      const receiver = await writtenConsent();
      const answer = await post(receiver, JSON.stringify(ANKET));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        error: 'field "health_consent": expected true (the consent to the processing of health data, consent-health)',
        status: 400,
      });
      expect(await receiver.test.stored()).toEqual([]);
    });

    it('stores an anket with it, naming the document and its edition; a callback is not asked for it', async () => {
      const receiver = await writtenConsent();
      await sendsSuccess(receiver, { ...ANKET, health_consent: true });
      await sendsSuccess(receiver, CALLBACK);
      const [anket, callback] = await receiver.test.stored();
      expect(anket!.consent).toEqual({ ...VERSIONS, at: anket!.receivedAt, ticked: true, health: HEALTH });
      expect(Object.keys(anket!.fields)).not.toContain('health_consent');
      expect(callback!.consent).not.toHaveProperty('health');
    });
  });

  it('makes a key for a request without one: two such sends are two submissions', async () => {
    const receiver = await start();
    await sendsSuccess(receiver);
    await sendsSuccess(receiver);
    const stored = await receiver.test.stored();
    expect(stored).toHaveLength(2);
    expect(stored[0]!.idempotencyKey).not.toBe(stored[1]!.idempotencyKey);
  });

  it('stores a submission once for one Idempotency-Key, and answers success to each send', async () => {
    const receiver = await start();
    await sendsSuccess(receiver, CALLBACK, { [IDEMPOTENCY_KEY_HEADER]: key(7) });
    await sendsSuccess(receiver, CALLBACK, { [IDEMPOTENCY_KEY_HEADER]: key(7) });
    const together = await Promise.all([1, 2, 3].map(() => post(receiver, JSON.stringify(ANKET), { [IDEMPOTENCY_KEY_HEADER]: key(8) })));
    expect(together.map((answer) => answer.json())).toEqual([{ success: true }, { success: true }, { success: true }]);
    expect((await receiver.test.stored()).map((record) => record.idempotencyKey)).toEqual([key(7), key(8)]);
  });

  it.each([
    ['a form-encoded body', 'name=Мария&phone=1', 'application/x-www-form-urlencoded', 415],
    ['JSON sent as text/plain', JSON.stringify(CALLBACK), 'text/plain', 415],
    ['broken JSON', '{"access_key": "k",', 'application/json', 400],
    ['JSON that is not an object', '["access_key"]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['a body without access_key', JSON.stringify({ ...ANKET, access_key: undefined }), 'application/json', 400],
    ['an empty access_key', JSON.stringify({ ...ANKET, access_key: '  ' }), 'application/json', 400],
    ['an unknown subject', JSON.stringify({ ...ANKET, subject: 'Спам' }), 'application/json', 400],
    ['a field that is not a text', JSON.stringify({ ...CALLBACK, Имя: { first: 'Мария' } }), 'application/json', 400],
    ['a callback without a phone', JSON.stringify({ ...CALLBACK, Телефон: undefined }), 'application/json', 400],
    ['a callback with a blank name', JSON.stringify({ ...CALLBACK, Имя: '   ' }), 'application/json', 400],
    ['an anket without its message', JSON.stringify({ ...ANKET, message: undefined }), 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a body nested 6 000 levels deep', `{"access_key":"k","x":${'['.repeat(6000)}${']'.repeat(6000)}}`, 'application/json', 400],
    ['the same as text/plain', `{"access_key":"k","x":${'['.repeat(6000)}${']'.repeat(6000)}}`, 'text/plain', 415],
    ['objects nested 5 levels', JSON.stringify({ ...ANKET, a: { b: { c: { d: {} } } } }), 'application/json', 400],
    ['a body one byte over 64 KB', JSON.stringify({ ...ANKET, message: 'a'.repeat(RECEIVER_LIMIT_BYTES) }), 'application/json', 413],
  ])('refuses %s with a 4xx JSON {success:false}, stores nothing, and still answers', async (_name, body, contentType, status) => {
    const receiver = await start();
    const answer = await post(receiver, body, {}, contentType);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ success: false, status });
    expect(answer.body).not.toMatch(LEAK_PATTERN);
    expect(answer.body).not.toContain('Мария');
    expect(await receiver.test.stored()).toEqual([]);
    await sendsSuccess(receiver);
  });

  it('takes a body of exactly 64 KB', async () => {
    const receiver = await start();
    const frame = JSON.stringify({ ...ANKET, message: '' });
    const exact = JSON.stringify({ ...ANKET, message: 'a'.repeat(RECEIVER_LIMIT_BYTES - Buffer.byteLength(frame)) });
    expect(Buffer.byteLength(exact)).toBe(RECEIVER_LIMIT_BYTES);
    expect((await post(receiver, exact)).json()).toEqual({ success: true });
  });

  it.each(['short', 'has spaces in it at all', 'x'.repeat(65), 'ключ-на-кириллице-1234', `${key(1)}, ${key(2)}`])(
    'refuses the Idempotency-Key %j with 400 and stores nothing',
    async (bad) => {
      const receiver = await start();
      const answer = await post(receiver, JSON.stringify(CALLBACK), { [IDEMPOTENCY_KEY_HEADER]: bad });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
      expect(await receiver.test.stored()).toEqual([]);
    },
  );

  it('answers a filled honeypot with success and stores nothing; an empty one is a person’s', async () => {
    const receiver = await start();
    await sendsSuccess(receiver, { ...CALLBACK, [HONEYPOT_FIELD]: 'https://spam.example' });
    await sendsSuccess(receiver, { ...ANKET, [HONEYPOT_FIELD]: 'x' });
    expect(await receiver.test.stored()).toEqual([]);
    await sendsSuccess(receiver, { ...CALLBACK, [HONEYPOT_FIELD]: '' });
    const stored = await receiver.test.stored();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).not.toHaveProperty(HONEYPOT_FIELD);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const receiver = await start();
    const host = { host: 'clinic.example' };
    for (const headers of [
      { ...host, origin: 'https://evil.example' },
      { ...host, origin: 'null' },
      { ...host, 'sec-fetch-site': 'cross-site' },
      { ...host, 'sec-fetch-site': 'same-site', origin: 'https://clinic.example' },
    ]) {
      const answer = await post(receiver, JSON.stringify(CALLBACK), headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, status: 403 });
    }
    expect(await receiver.test.stored()).toEqual([]);
    await sendsSuccess(receiver, CALLBACK, { ...host, origin: 'https://clinic.example', 'sec-fetch-site': 'same-origin' });
  });

  it('takes only the listed origins when told the site’s origins', async () => {
    const receiver = await start({ siteOrigins: ['https://clinic.example'] });
    expect((await post(receiver, JSON.stringify(CALLBACK), { host: 'internal:8080', origin: 'https://clinic.example' })).statusCode).toBe(200);
    expect((await post(receiver, JSON.stringify(CALLBACK), { host: 'internal:8080', origin: 'http://internal:8080' })).statusCode).toBe(403);
  });

  it('answers 503 JSON when the store fails, without the internal error’s words, and logs them', async () => {
    const receiver = await start();
    receiver.app.close();
    const failing = await receiverWith({
      store: {
        storeSubmission: async () => {
          throw new Error('connection to /srv/postgres refused: password for clinic_admin');
        },
      },
    });
    current = failing;
    const answer = await post(failing, JSON.stringify(ANKET));
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ success: false, error: STORAGE_UNAVAILABLE_TEXT, status: 503 });
    expect(answer.body).not.toMatch(/srv|postgres|password|clinic_admin|Error/);
    expect(failing.logs().join('\n')).toContain('connection to /srv/postgres refused');
  });

  it('answers 503 when the consent versions cannot be read: no submission without its consent record', async () => {
    const receiver = await start({
      consentVersions: () => {
        throw new Error('the build has no page "consent"');
      },
    });
    const answer = await post(receiver, JSON.stringify(CALLBACK));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ success: false });
    expect(await receiver.test.stored()).toEqual([]);
  });

  it('answers {success:true} only after the store resolved', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const test = await receiverWith();
    const receiver = await start({
      store: {
        storeSubmission: async (input) => {
          await held;
          return test.test.store.storeSubmission(input);
        },
      },
    });
    let answered = false;
    const answer = post(receiver, JSON.stringify(CALLBACK)).then((reply) => ((answered = true), reply));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    expect((await answer).json()).toEqual({ success: true });
    expect(await test.test.stored()).toHaveLength(1);
    await test.app.close();
  });

  it('takes the client address from X-Forwarded-For only when told to trust the proxy', async () => {
    const plain = await start();
    await sendsSuccess(plain, CALLBACK, { 'x-forwarded-for': '203.0.113.9' });
    expect((await plain.test.stored())[0]!.client.address).toBe('127.0.0.1');
    await plain.app.close();
    const proxied = await start({ trustProxy: '127.0.0.1' });
    await sendsSuccess(proxied, CALLBACK, { 'x-forwarded-for': '203.0.113.9' });
    expect((await proxied.test.stored())[0]!.client.address).toBe('203.0.113.9');
  });

  it('answers any other path or method with a JSON 404', async () => {
    const receiver = await start();
    for (const request of [
      { method: 'GET', url: '/api/forms' },
      { method: 'GET', url: '/api/meta' },
      { method: 'PUT', url: '/api/forms' },
    ] as const) {
      const answer = await receiver.app.inject(request);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, status: 404 });
    }
  });
});

describe('the receiver’s rate limits', () => {
  it(`takes ${RECEIVER_CLIENT_RATE_PER_MINUTE} submissions a minute per client, then 429 with Retry-After`, async () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const receiver = await start({ clientRatePerMinute: RECEIVER_CLIENT_RATE_PER_MINUTE, now: () => clock, trustProxy: true });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let index = 0; index < RECEIVER_CLIENT_RATE_PER_MINUTE; index++) {
      await sendsSuccess(receiver, CALLBACK, from('203.0.113.1'));
      clock += 1000;
    }
    const refused = await post(receiver, JSON.stringify(CALLBACK), from('203.0.113.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, status: 429 });
    expect(Number(refused.headers['retry-after'])).toBe(50);
    // another client is not held back by the first
    await sendsSuccess(receiver, CALLBACK, from('203.0.113.2'));
    clock += 51_000;
    await sendsSuccess(receiver, CALLBACK, from('203.0.113.1'));
    expect(await receiver.test.stored()).toHaveLength(RECEIVER_CLIENT_RATE_PER_MINUTE + 2);
  });

  it('holds everyone back past the global limit, then lets them through again', async () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const receiver = await start({ clientRatePerMinute: 2, globalRatePerMinute: 5, now: () => clock, trustProxy: true });
    for (let client = 1; client <= 5; client++) await sendsSuccess(receiver, CALLBACK, { 'x-forwarded-for': `198.51.100.${client}` });
    const refused = await post(receiver, JSON.stringify(CALLBACK), { 'x-forwarded-for': '198.51.100.6' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    clock += 60_001;
    await sendsSuccess(receiver, CALLBACK, { 'x-forwarded-for': '198.51.100.6' });
  });
});

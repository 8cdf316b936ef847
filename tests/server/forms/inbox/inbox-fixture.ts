// An inbox over a migrated database (PGlite in memory), with a clock the tests move, two accounts —
// a coordinator without and an administrator with a second factor — and submissions stored through
// the receiver's own POST /api/forms, exactly as the site's forms store them. A `Visitor` keeps
// cookies between requests as a browser does and reads the CSRF token from the page it was given.
import { createAccount } from '../../../../server/forms/inbox/accounts/staff-accounts.ts';
import { totpCode } from '../../../../server/forms/inbox/accounts/totp.ts';
import { buildInboxApp, type InboxApp } from '../../../../server/forms/inbox/http/inbox-app.ts';
import { openDatabase, type Database } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import { buildReceiverApp } from '../../../../server/forms/receiver/receiver-app.ts';
import { storeSubmission } from '../../../../server/forms/submissions/store-submission.ts';
import { testCipher } from '../fixtures.ts';

/** the cheapest scrypt cost: the tests log in hundreds of times; the cost itself is tested apart */
const TEST_COST = { N: 1024, r: 8, p: 1 };
export const ORIGIN = 'http://127.0.0.1:3300';
export const COORDINATOR = { login: 'maria', password: 'верный пароль координатора', displayName: 'Мария Координатор' };
export const ADMIN = { login: 'olga', password: 'верный пароль администратора', displayName: 'Ольга Администратор' };

export const ANKET_BODY = {
  access_key: 'clinic-receiver',
  from_name: 'Анкета с сайта клиники',
  subject: 'Анкета (компактно)',
  message: [
    'Ребёнок: Семёнов Пётр Ильич',
    'Диагноз: ДЦП, спастический тетрапарез',
    'Дата рождения: 14.03.2019',
    'Особенности питания: без глютена',
    'не ест после 19:00',
    'Родитель: Семёнова Анна Викторовна',
    'Телефон: +79123456789',
    'E-mail: anna@example.ru',
  ].join('\n'),
  reply_to: 'anna@example.ru',
  consent: true,
};
export const CALLBACK_BODY = {
  access_key: 'clinic-receiver',
  subject: 'Новая заявка на обратную связь',
  Имя: 'Мария Иванова',
  Телефон: '+79031112233',
  'Способ связи': 'Телефонный звонок',
  Мессенджер: 'Не указан',
  'Дополнительная информация': 'после 18:00',
};

export interface InboxFixture {
  app: InboxApp;
  db: Database;
  adminSecret: string;
  clock: { now: Date; advance(ms: number): void };
  /** stores a form as the site sends it; answers its reference */
  submit(body: object): Promise<string>;
  close(): Promise<void>;
}

export async function inboxFixture(): Promise<InboxFixture> {
  const db = await openDatabase({});
  await migrate(db);
  const cipher = testCipher();
  const clock = {
    now: new Date('2026-11-25T09:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  await createAccount(db, cipher, { ...COORDINATOR, role: 'coordinator', totp: false }, TEST_COST);
  const { totpSecret } = await createAccount(db, cipher, { ...ADMIN, role: 'admin', totp: true }, TEST_COST);
  const app = buildInboxApp({ db, cipher, now: () => clock.now, timeZone: 'Europe/Moscow', retentionDays: 30 });
  const receiver = buildReceiverApp({
    store: { storeSubmission: (input) => storeSubmission(db, cipher, input) },
    consentVersions: () => ({ textVersion: 'consent-1', policyVersion: 'policy-1' }),
    now: () => clock.now.getTime(),
  });
  let sent = 0;
  return {
    app,
    db,
    adminSecret: totpSecret!,
    clock,
    async submit(body) {
      const response = await receiver.inject({
        method: 'POST',
        url: '/api/forms',
        headers: { 'content-type': 'application/json', 'idempotency-key': `inbox-test-key-${String(++sent).padStart(4, '0')}` },
        payload: JSON.stringify(body),
      });
      if (response.json<{ success: boolean }>().success !== true) throw new Error(`not stored: ${response.body}`);
      const { rows } = await db.query<{ reference: string }>('SELECT reference FROM submissions ORDER BY id DESC LIMIT 1');
      return rows[0]!.reference;
    },
    async close() {
      await app.close();
      await receiver.close();
      await db.close();
    },
  };
}

/** a browser: its cookies, and the CSRF token of the last page it got */
export class Visitor {
  private cookies = new Map<string, string>();
  csrf = '';

  constructor(
    private readonly fixture: Pick<InboxFixture, 'app'> & Partial<Pick<InboxFixture, 'adminSecret' | 'clock'>>,
    private readonly origin = ORIGIN,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async get(url: string) {
    const response = await this.fixture.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader(), host: new URL(this.origin).host } });
    this.remember(response.headers['set-cookie']);
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
    if (token) this.csrf = token;
    return response;
  }

  async post(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: this.origin }) {
    const response = await this.fixture.app.inject({
      method: 'POST',
      url,
      headers: { cookie: this.cookieHeader(), host: new URL(this.origin).host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ _csrf: this.csrf, ...fields }).toString(),
    });
    this.remember(response.headers['set-cookie']);
    return response;
  }

  async login(account: { login: string; password: string }, code = '') {
    await this.get('/login');
    return this.post('/login', { login: account.login, password: account.password, code });
  }

  async loginAsAdmin() {
    return this.login(ADMIN, totpCode(this.fixture.adminSecret!, this.fixture.clock!.now.getTime()));
  }

  private remember(header: string | string[] | undefined): void {
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (attributes.some((attribute) => /max-age=0/i.test(attribute.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

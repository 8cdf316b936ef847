import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../../pipeline/read/load-facts.ts';
import { substituteFacts } from '../../pipeline/read/substitute-facts.ts';
import { appSources, externalHosts, otherStorage, storageKeys, unmentioned, type SourceFile } from '../../testing/app-privacy-surface.ts';

// The privacy policy (content/pages/privacy-policy.md) says what the site keeps in the browser and
// which outside services the browser contacts (152-ФЗ ст. 18.1: the policy describes the real
// processing). Both are read from the app's code here, so new storage or a new host fails until
// the policy names it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTENT = path.join(ROOT, 'content');
const { facts } = await loadFacts(CONTENT);
/** the page's text with the clinic's facts in place of their names, as the site shows it */
const pageText = (name: string) => substituteFacts(name, readFileSync(path.join(CONTENT, 'pages', name), 'utf8'), facts!.texts).text;
const policy = pageText('privacy-policy.md');
const sources = appSources(ROOT);

describe('the privacy policy against the app code', () => {
  const { keys, unresolved } = storageKeys(sources);

  it('finds every browser storage key the code uses (a key it cannot read is a failure)', () => {
    expect(unresolved).toEqual([]);
    // the reader works: the anket draft of app/forms/anket-draft.ts is among what it finds
    expect(keys.map((key) => key.value)).toContain('anket-draft');
  });

  it('names each browser storage key the code uses', () => {
    expect(unmentioned(policy, keys)).toEqual([]);
  });

  it('uses no cookies or other browser storage, as the policy says', () => {
    expect(policy).toContain('не использует файлы cookie');
    expect(otherStorage(sources)).toEqual([]);
  });

  it('names each outside host the code makes the browser contact', () => {
    const hosts = externalHosts(sources);
    expect(hosts.map((host) => host.value)).toContain('yandex.ru');
    expect(unmentioned(policy, hosts)).toEqual([]);
  });

  // the form service's host is a fact; a production build refuses an endpoint on another host
  // (tooling/vite/forms-guard.ts), and this checks the one the environment sets now
  it('names the external form service when the facts name one, and the configured endpoint', () => {
    const host = facts!.texts.get('formServiceHost');
    if (host !== undefined) {
      expect(policy).toContain(`\`${host}\``);
      expect(policy).toContain(`«${facts!.texts.get('formService')}»`);
    }
    // the same variable app/forms/form-service.ts reads at build time
    const endpoint = process.env.VITE_FORM_ENDPOINT?.trim() ?? '';
    if (/^https?:\/\//.test(endpoint)) expect(unmentioned(policy, [{ value: new URL(endpoint).hostname, at: 'VITE_FORM_ENDPOINT' }])).toEqual([]);
  });

  const consent = pageText('consent.md');

  // 152-ФЗ ст. 18 ч. 5: without an external service the forms go to the clinic's receiver in Russia
  describe.skipIf(facts!.texts.has('formServiceHost'))('with the clinic\'s receiver (no external form service in the facts)', () => {
    it('both texts say the data are stored on the clinic\'s server in Russia, encrypted, and not sent abroad', () => {
      for (const text of [policy, consent]) {
        expect(text).toMatch(/на (его )?сервере (Оператора )?на территории Российской Федерации/);
        expect(text).toContain('AES-256-GCM');
        expect(text).toMatch(/трансграничная передача персональных данных[^.]* не осуществляется/i);
        expect(text).not.toMatch(/сервис(у|ом)? отправки форм «/);
      }
      expect(policy).toContain('часть 5 статьи 18 Закона');
    });

    it('name no sample or foreign form service', () => {
      for (const text of [policy, consent]) for (const word of ['forms.example.com', 'Example Forms', 'США', '{{formService']) expect(text).not.toContain(word);
    });

    it('say what the notice e-mail carries and that the anket\'s contents stay out of it', () => {
      for (const text of [policy, consent]) {
        expect(text).toMatch(/номер заявки/);
        expect(text).toMatch(/имя и номер телефона/);
        expect(text).toMatch(/Содержание анкеты[^.]*в уведомление не включаются/);
      }
    });
  });

  it('both texts state the retention fact\'s value, and the policy the backups\'', () => {
    const days = facts!.texts.get('formsRetentionDays')!;
    expect(days).toMatch(/^\d+\u00a0(дня|дней)$/);
    expect(policy).toContain(`в течение ${days} после того, как уведомление о ней доставлено`);
    expect(consent).toContain(`в течение ${days} после того, как уведомление о ней доставлено`);
    expect(policy).toContain(`не дольше ${facts!.texts.get('formsBackupDays')}`);
  });

  // deploy/receiver/backup.sh removes older backups; the policy's promise is the fact
  it('the backup script keeps backups as many days as the policy says, by default and as the installer sets it', () => {
    const days = facts!.texts.get('formsBackupDays.number');
    const script = readFileSync(path.join(ROOT, 'deploy/receiver/backup.sh'), 'utf8');
    expect(/BACKUP_KEEP_DAYS:-(\d+)/.exec(script)?.[1]).toBe(days);
    // deploy/install writes it into /etc/clinic/backup.env, which the backup's unit reads
    const installer = readFileSync(path.join(ROOT, 'deploy/installer/settings.sh'), 'utf8');
    expect(/BACKUP_KEEP_DAYS (\d+)/.exec(installer)?.[1]).toBe(days);
    const unit = readFileSync(path.join(ROOT, 'deploy/systemd/clinic-receiver-backup.service'), 'utf8');
    expect(unit).toContain('EnvironmentFile=/etc/clinic/backup.env');
  });

  it('both texts say the consent is recorded, with what, and how to withdraw it by phone or reference', () => {
    for (const text of [policy, consent]) {
      expect(text).toMatch(/редакция (этого )?текста( согласия)? и какая редакция Политики/);
      for (const what of ['дата и время отправки', 'IP-адрес', 'User-Agent', 'номер телефона, который был указан в форме', 'номер заявки']) expect(text).toContain(what);
    }
    expect(policy).toContain('часть 3 статьи 9 Закона');
  });

  // legal review: the texts say what the code does about logs, undelivered forms, processors and the proof
  it('the policy describes the server\'s logs as the installer keeps them', () => {
    for (const what of ['nginx', 'IP-адрес', 'дату и время', 'запрошенную страницу', 'User-Agent', 'без персональных данных из форм']) expect(policy).toContain(what);
    expect(policy).toContain('хранятся 14 дней');
    expect(policy).toContain('хранится 14 дней');
    // Debian's logrotate of nginx keeps 14 days; the journal's limit is the installer's
    const system = readFileSync(path.join(ROOT, 'deploy/installer/system.sh'), 'utf8');
    expect(system).toContain('MaxRetentionSec=14day');
  });

  it('both texts give forms never delivered the same time limit, and the consent record lives as long as the form', () => {
    const days = facts!.texts.get('formsRetentionDays')!;
    expect(policy).toContain(`уведомление о которой доставить не удалось, удаляется так же — через ${days} с момента её получения`);
    expect(consent).toContain(`уведомление о которой доставить не удалось, удаляется через ${days} с момента получения`);
    expect(policy).toContain('пока хранится что-либо из формы, хранится и запись о согласии');
  });

  it('both texts name the processors from the facts', () => {
    for (const name of ['hostingProvider', 'mailProvider']) {
      const value = facts!.texts.get(name);
      expect(value, name).toBeDefined();
      for (const text of [policy, consent]) expect(text).toContain(value);
    }
  });

  it('both texts say the parent answers for the second attendant\'s data, and the policy links the health consent', () => {
    for (const text of [policy, consent]) expect(text).toContain('Указывая в анкете данные второго сопровождающего, родитель подтверждает, что получил его согласие');
    expect(policy).toContain('](/consent-health)');
    expect(policy).toContain('анкета тогда не отправляется');
  });

  it('the health consent names the operator, the retention and the withdrawal', () => {
    const health = pageText('consent-health.md');
    for (const name of ['legalName', 'ogrn', 'inn']) expect(health).toContain(facts!.texts.get(name));
    expect(health).toContain(`в течение ${facts!.texts.get('formsRetentionDays')!} после того, как уведомление о ней доставлено`);
    expect(health).toMatch(/отдельный документ/);
    expect(health).toContain('номер заявки');
  });

  it('the consent text names the same operator', () => {
    for (const name of ['legalName', 'ogrn', 'inn']) expect(consent).toContain(facts!.texts.get(name));
    expect(policy).toContain('](/consent)');
  });
});

describe('the readers fail when the policy leaves something out', () => {
  const code: SourceFile[] = [
    { file: 'app/a.ts', text: "export const SEEN_KEY = 'seen';\n// localStorage.getItem('in-a-comment')\nlocalStorage.setItem(SEEN_KEY, '1');" },
    { file: 'app/b.tsx', text: "const src = 'https://maps.example.org/widget'; // https://comment.example\nsessionStorage.getItem(keyFor(page));" },
  ];

  it('reports a key and a host the text does not mention, each where the code uses it', () => {
    const { keys, unresolved } = storageKeys(code);
    expect(unmentioned('Политика: запись seen.', keys)).toEqual([]);
    expect(unmentioned('Политика без записей.', keys)).toEqual([{ value: 'seen', at: 'app/a.ts:3' }]);
    expect(unresolved).toEqual([{ value: 'keyFor(page', at: 'app/b.tsx:2' }]);
    expect(unmentioned('Политика без карты.', externalHosts(code))).toEqual([{ value: 'maps.example.org', at: 'app/b.tsx:1' }]);
  });

  it('the real policy with one key and one host taken out fails', () => {
    const edited = policy.replaceAll('`anket-draft`', '').replaceAll('yandex.ru', 'яндекс');
    expect(unmentioned(edited, storageKeys(sources).keys).map((key) => key.value)).toEqual(['anket-draft']);
    expect(unmentioned(edited, externalHosts(sources)).map((host) => host.value)).toEqual(['yandex.ru']);
  });

  it('cookies in the code are found', () => {
    expect(otherStorage([{ file: 'app/c.ts', text: "document.cookie = 'a=1';" }])).toEqual([{ value: 'document.cookie', at: 'app/c.ts:1' }]);
  });
});

import type { CheckName } from '../health/health-checks.ts';
import type { AlertAction } from './alert-decision.ts';

// The alert mails to the administrator, in Russian: the subject names what broke, the text says
// what, since when, and what to do, pointing at the section of the administrator's guide
// (docs/operations.md).

interface CheckTexts {
  /** the subject after «Сайт клиники: » while it fails */
  broken: string;
  /** what it is, for «восстановлено — …» */
  noun: string;
  what: string;
  todo: string;
  /** the runbook's section */
  section?: string;
}

const TEXTS: Record<CheckName, CheckTexts> = {
  database: {
    broken: 'база заявок не отвечает',
    noun: 'база заявок',
    what: 'Сервис форм не получает ответа от PostgreSQL: заявки с сайта не сохраняются, посетители видят сообщение об ошибке.',
    todo: 'Проверьте, запущен ли PostgreSQL (systemctl status postgresql), есть ли место на диске, и журнал сервиса форм (journalctl -u "clinic-receiver@*").',
  },
  outbox: {
    broken: 'уведомления о заявках не уходят',
    noun: 'отправка уведомлений о заявках',
    what: 'Письма клинике о новых заявках не отправляются больше 30 минут: заявки сохранены, но координаторы о них не знают.',
    todo: 'Проверьте почтовый сервер и SMTP_URL; пока почта не работает, смотрите новые заявки во входящих.',
    section: 'Почта',
  },
  mail: {
    broken: 'почтовый сервер не отвечает',
    noun: 'почтовый сервер',
    what: 'Почтовый сервер клиники (SMTP_URL) не принимает соединение: уведомления о новых заявках ждут в очереди и уйдут, когда он заработает; заявки сохранены.',
    todo: 'Проверьте почтовый сервер, адрес и пароль в SMTP_URL (/etc/clinic/receiver.env); пока почта не работает, смотрите новые заявки во входящих.',
    section: 'Почта',
  },
  backup: {
    broken: 'резервная копия не сделана',
    noun: 'резервная копия',
    what: 'Ночная резервная копия базы заявок не сделана или не удалась.',
    todo: 'Посмотрите журнал копирования (journalctl -u clinic-receiver-backup) и сделайте копию вручную: sudo clinic backup.',
    section: 'Резервные копии',
  },
  restoreTest: {
    broken: 'проверка восстановления из копии не прошла',
    noun: 'проверка восстановления из копии',
    what: 'Еженедельная проверка, что из резервной копии можно восстановить базу, не прошла или давно не запускалась.',
    todo: 'Посмотрите журнал проверки (journalctl -u clinic-restore-test) и запустите её вручную: sudo clinic restore-test.',
    section: 'Резервные копии',
  },
  publication: {
    broken: 'публикация не удалась',
    noun: 'публикация',
    what: 'Последняя публикация сайта не удалась или сборка идёт больше 30 минут: на сайте осталась прежняя версия.',
    todo: 'Посмотрите, что сказала сборка (clinic publish status, страница /publishing/ на сайте), исправьте причину и опубликуйте снова.',
    section: 'Публикация',
  },
  disk: {
    broken: 'заканчивается место на диске',
    noun: 'место на диске',
    what: 'На диске сервера осталось меньше 10 % или меньше 1 ГБ: база и резервные копии скоро не смогут записываться.',
    todo: 'Освободите место (старые копии, журналы) или увеличьте диск.',
    section: 'Место на диске',
  },
  certificate: {
    broken: 'сертификат HTTPS скоро истечёт',
    noun: 'сертификат HTTPS',
    what: 'Сертификат сайта истекает меньше чем через 14 дней или его не удаётся прочитать: после этого браузеры не откроют сайт.',
    todo: 'Проверьте продление сертификата (certbot renew --dry-run) и перезагрузите nginx.',
    section: 'Сертификат',
  },
};

export interface AlertMail {
  subject: string;
  text: string;
}

export interface AlertFacts {
  check: CheckName;
  action: AlertAction;
  /** what the check found, for the administrator */
  detail: string | undefined;
  /** when it turned failing */
  since: Date | null;
  now: Date;
  timeZone: string;
}

export function composeAlertMail(facts: AlertFacts): AlertMail {
  const texts = TEXTS[facts.check];
  const time = (at: Date) =>
    `${new Intl.DateTimeFormat('ru-RU', { timeZone: facts.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at)} (${facts.timeZone})`;
  const runbook = texts.section === undefined ? '' : ` Подробно: руководство администратора, docs/operations.md, «${texts.section}».`;
  if (facts.action === 'recovered') {
    const lines = [
      `Снова в порядке: ${texts.noun}.`,
      facts.since === null ? `Проверено: ${time(facts.now)}.` : `Не работало с ${time(facts.since)} по ${time(facts.now)}.`,
    ];
    return { subject: `Сайт клиники: восстановлено — ${texts.noun}`, text: lines.join('\n') + '\n' };
  }
  const still = facts.action === 'still-failing';
  const lines = [
    `Что случилось: ${texts.what}`,
    ...(facts.detail === undefined ? [] : [`Подробности: ${facts.detail}`]),
    `С какого времени: ${facts.since === null ? 'неизвестно' : time(facts.since)}.`,
    `Что делать: ${texts.todo}${runbook}`,
    '',
    still
      ? 'Это напоминание: проблема всё ещё не устранена. Следующее — через сутки, если она останется.'
      : 'Следующее письмо — когда всё восстановится, или напоминание через сутки.',
  ];
  return { subject: `Сайт клиники: ${texts.broken}${still ? ' (всё ещё)' : ''}`, text: lines.join('\n') + '\n' };
}

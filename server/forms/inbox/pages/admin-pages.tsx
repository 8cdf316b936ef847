/** @jsxRuntime automatic */
import type { StaffAccount } from '../accounts/staff-accounts.ts';
import type { AuditAction, AuditEntry } from '../audit/audit-log.ts';
import { formatTime } from './format.ts';
import { Layout, ROLE_TEXT, type Viewer } from './layout.tsx';

// What only an administrator sees: the audit log, newest first, a page at a time; the accounts
// (made and changed by `npm run staff` on the server, docs/inbox.md).

const ACTION_TEXT: Record<AuditAction, string> = {
  login: 'вход',
  login_failed: 'неудачный вход',
  login_locked: 'вход заблокирован',
  logout: 'выход',
  list: 'просмотр списка',
  view: 'просмотр заявки',
  print: 'печать',
  status: 'смена статуса',
  note: 'заметка',
  delete: 'удаление',
  audit_view: 'просмотр журнала',
  accounts_view: 'просмотр сотрудников',
  denied: 'отказано в доступе',
  editor_save: 'редактор: черновик сохранён',
  editor_publish: 'редактор: опубликовано',
  editor_discard: 'редактор: черновик удалён',
  editor_status: 'редактор: статус черновика',
  editor_restore: 'редактор: прежняя версия возвращена черновиком',
  editor_refused: 'редактор: запись отклонена',
};

export function AuditPage({
  viewer,
  entries,
  olderHref,
  newCount,
  timeZone,
}: {
  viewer: Viewer;
  entries: readonly AuditEntry[];
  olderHref: string | undefined;
  newCount: number;
  timeZone: string;
}) {
  return (
    <Layout title="Журнал доступа" viewer={viewer} newCount={newCount} current="audit">
      <h1>Журнал доступа</h1>
      <p>Каждый вход, просмотр, печать, смена статуса и удаление. Записи не удаляются вместе с заявками.</p>
      <table className="log">
        <caption className="visually-hidden">Журнал доступа, новые сверху</caption>
        <thead>
          <tr>
            <th scope="col">Время</th>
            <th scope="col">Кто</th>
            <th scope="col">Действие</th>
            <th scope="col">Заявка</th>
            <th scope="col">Подробности</th>
            <th scope="col">Адрес</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Время">{formatTime(entry.at, timeZone)}</td>
              <td data-label="Кто">{entry.actor}</td>
              <td data-label="Действие">{ACTION_TEXT[entry.action] ?? entry.action}</td>
              <td data-label="Заявка">{entry.reference ?? '—'}</td>
              <td data-label="Подробности">{entry.detail ?? '—'}</td>
              <td data-label="Адрес">{entry.clientAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {olderHref && (
        <p>
          <a href={olderHref}>Раньше →</a>
        </p>
      )}
    </Layout>
  );
}

export function AccountsPage({
  viewer,
  accounts,
  newCount,
  timeZone,
}: {
  viewer: Viewer;
  accounts: readonly StaffAccount[];
  newCount: number;
  timeZone: string;
}) {
  return (
    <Layout title="Сотрудники" viewer={viewer} newCount={newCount} current="accounts">
      <h1>Сотрудники</h1>
      <p>
        Учётные записи создаются и меняются на сервере командой <code>npm run staff</code>.
      </p>
      <table className="log">
        <caption className="visually-hidden">Учётные записи</caption>
        <thead>
          <tr>
            <th scope="col">Имя пользователя</th>
            <th scope="col">Сотрудник</th>
            <th scope="col">Роль</th>
            <th scope="col">Второй фактор</th>
            <th scope="col">Последний вход</th>
            <th scope="col">Состояние</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td data-label="Имя пользователя">{account.login}</td>
              <td data-label="Сотрудник">{account.displayName}</td>
              <td data-label="Роль">{ROLE_TEXT[account.role]}</td>
              <td data-label="Второй фактор">{account.totpSecret ? 'включён' : 'нет'}</td>
              <td data-label="Последний вход">{account.lastLoginAt ? formatTime(account.lastLoginAt, timeZone) : '—'}</td>
              <td data-label="Состояние">{account.disabled ? 'отключена' : 'действует'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Layout>
  );
}

/** @jsxRuntime automatic */
import { FORM_DEFINITIONS, type FormName } from '../../../../common/forms/form-definitions.ts';
import { SUBMISSION_STATUSES, type ListFilter, type SubmissionSummary } from '../submissions/inbox-submissions.ts';
import { FORM_TEXT, formatTime, STATUS_TEXT } from './format.ts';
import { Layout, type Viewer } from './layout.tsx';

// The queue: newest first, filtered by form and status, searched by name or phone; each row opens
// the submission. A table on a wide screen, one card per submission on a phone (inbox.css).

export function ListPage({
  viewer,
  items,
  total,
  filter,
  newCount,
  timeZone,
  deleted,
}: {
  viewer: Viewer;
  /** the reference just deleted, to say so */
  deleted?: string | undefined;
  items: readonly SubmissionSummary[];
  total: number;
  filter: ListFilter;
  newCount: number;
  timeZone: string;
}) {
  const filtered = filter.form !== undefined || filter.status !== undefined || (filter.query ?? '') !== '';
  return (
    <Layout title="Заявки" viewer={viewer} newCount={newCount} current="list">
      <h1>Заявки и анкеты</h1>
      {deleted && (
        <p className="saved" role="status">
          Заявка {deleted} удалена.
        </p>
      )}
      <p className="summary">Новых: {newCount}</p>
      <form method="get" action="/" className="filters" role="search" aria-label="Отбор заявок">
        <p className="field">
          <label htmlFor="form">Форма</label>
          <select id="form" name="form" defaultValue={filter.form ?? ''}>
            <option value="">Все</option>
            {(Object.keys(FORM_DEFINITIONS) as FormName[]).map((form) => (
              <option key={form} value={form}>
                {FORM_TEXT[form]}
              </option>
            ))}
          </select>
        </p>
        <p className="field">
          <label htmlFor="status">Статус</label>
          <select id="status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">Все</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_TEXT[status]}
              </option>
            ))}
          </select>
        </p>
        <p className="field grow">
          <label htmlFor="q">Имя или телефон</label>
          <input id="q" name="q" type="search" defaultValue={filter.query ?? ''} maxLength={100} />
        </p>
        <p className="actions">
          <button type="submit">Показать</button>
          {filtered && <a href="/">Сбросить</a>}
        </p>
      </form>
      <p role="status">{total === 0 ? 'Ничего не найдено' : total > items.length ? `Показаны ${items.length} из ${total}` : `Найдено: ${total}`}</p>
      {items.length > 0 && (
        <table className="queue">
          <caption className="visually-hidden">Заявки, новые сверху</caption>
          <thead>
            <tr>
              <th scope="col">Номер</th>
              <th scope="col">Форма</th>
              <th scope="col">Получена</th>
              <th scope="col">Кто</th>
              <th scope="col">Телефон</th>
              <th scope="col">Статус</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.reference} className={item.status === 'new' ? 'is-new' : undefined}>
                <th scope="row" data-label="Номер">
                  <a href={`/submissions/${encodeURIComponent(item.reference)}`}>{item.reference}</a>
                </th>
                <td data-label="Форма">{FORM_TEXT[item.form]}</td>
                <td data-label="Получена">{formatTime(item.receivedAt, timeZone)}</td>
                <td data-label="Кто">{item.name || '—'}</td>
                <td data-label="Телефон">{item.phone || '—'}</td>
                <td data-label="Статус">
                  <span className={`status status-${item.status}`}>{STATUS_TEXT[item.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>
  );
}

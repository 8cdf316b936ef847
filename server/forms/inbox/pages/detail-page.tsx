/** @jsxRuntime automatic */
import { NOTE_MAX_CHARS, SUBMISSION_STATUSES, type SubmissionDetail } from '../submissions/inbox-submissions.ts';
import { FORM_TEXT, formatDate, formatTime, STATUS_TEXT } from './format.ts';
import { Layout, PageHead, PostForm, type Viewer } from './layout.tsx';

// One submission: every field as the family wrote it, the consent record, the notice's fate, its
// status and note; print; for an administrator, deletion on the family's request.

function SubmissionFields({ submission, timeZone }: { submission: SubmissionDetail; timeZone: string }) {
  return (
    <>
      <dl className="fields">
        {submission.rows.map((row, index) => (
          <div key={index}>
            <dt>{row.label}</dt>
            <dd>{row.value === '' ? '—' : row.value}</dd>
          </div>
        ))}
      </dl>
      <h2>Согласие на обработку персональных данных</h2>
      <dl className="fields">
        <div>
          <dt>Дано</dt>
          <dd>{formatTime(submission.consent.at, timeZone)}</dd>
        </div>
        <div>
          <dt>Редакция текста согласия</dt>
          <dd className="code">{submission.consent.textVersion}</dd>
        </div>
        <div>
          <dt>Редакция политики</dt>
          <dd className="code">{submission.consent.policyVersion}</dd>
        </div>
        <div>
          <dt>Адрес</dt>
          <dd className="code">{submission.consent.clientAddress}</dd>
        </div>
        <div>
          <dt>Браузер</dt>
          <dd className="code">{submission.consent.userAgent || '—'}</dd>
        </div>
      </dl>
    </>
  );
}

function noticeText(submission: SubmissionDetail, timeZone: string): string {
  const { notice } = submission;
  if (notice.deliveredAt) return `Уведомление отправлено на почту клиники ${formatTime(notice.deliveredAt, timeZone)}`;
  if (notice.attempts === 0) return 'Уведомление ещё не отправлено';
  const next = notice.nextAttemptAt ? `, следующая попытка ${formatTime(notice.nextAttemptAt, timeZone)}` : '';
  return `Уведомление не отправлено: попыток ${notice.attempts}${next}`;
}

export function DetailPage({
  viewer,
  submission,
  newCount,
  timeZone,
  deleteAfter,
  saved,
}: {
  viewer: Viewer;
  submission: SubmissionDetail;
  newCount: number;
  timeZone: string;
  /** when the retention sweep deletes it, or undefined while its notice has not gone out */
  deleteAfter: Date | undefined;
  saved?: string | undefined;
}) {
  const base = `/submissions/${encodeURIComponent(submission.reference)}`;
  const title = `${FORM_TEXT[submission.form]} ${submission.reference}`;
  return (
    <Layout title={title} viewer={viewer} newCount={newCount}>
      <p>
        <a href="/">← К списку</a>
      </p>
      <h1>{title}</h1>
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
      <ul className="facts">
        <li>Получена {formatTime(submission.receivedAt, timeZone)}</li>
        <li>
          Статус: <strong>{STATUS_TEXT[submission.status]}</strong>
          {submission.statusChangedAt && ` с ${formatTime(submission.statusChangedAt, timeZone)}`}
        </li>
        <li>{noticeText(submission, timeZone)}</li>
        <li>{deleteAfter ? `Будет удалена ${formatDate(deleteAfter, timeZone)} (срок хранения)` : 'Хранится, пока уведомление не отправлено'}</li>
      </ul>
      <p className="actions">
        <a className="button" href={`${base}/print`}>
          Распечатать
        </a>
      </p>
      <h2>Что написала семья</h2>
      <SubmissionFields submission={submission} timeZone={timeZone} />

      <h2>Работа с заявкой</h2>
      <PostForm action={`${base}/status`} csrfToken={viewer.csrfToken} className="inline">
        <fieldset>
          <legend>Статус</legend>
          {SUBMISSION_STATUSES.map((status) => (
            <label key={status} className="choice">
              <input type="radio" name="status" value={status} defaultChecked={submission.status === status} /> {STATUS_TEXT[status]}
            </label>
          ))}
          <button type="submit">Сохранить статус</button>
        </fieldset>
      </PostForm>
      <PostForm action={`${base}/note`} csrfToken={viewer.csrfToken}>
        <p className="field">
          <label htmlFor="note">Заметка</label>
          <textarea id="note" name="note" rows={3} maxLength={NOTE_MAX_CHARS} defaultValue={submission.note} aria-describedby="note-hint" />
          <span className="hint" id="note-hint">
            Например: «перезвонили 12.12, ждём выписки». До {NOTE_MAX_CHARS} знаков.
          </span>
        </p>
        <p>
          <button type="submit">Сохранить заметку</button>
        </p>
      </PostForm>
      {viewer.role === 'admin' && (
        <>
          <h2>Отзыв согласия</h2>
          <p>Если семья отозвала согласие на обработку персональных данных, заявку нужно удалить.</p>
          <p>
            <a className="button danger" href={`${base}/delete`}>
              Удалить по просьбе семьи…
            </a>
          </p>
        </>
      )}
    </Layout>
  );
}

export function PrintPage({ submission, timeZone, printedBy }: { submission: SubmissionDetail; timeZone: string; printedBy: string }) {
  const title = `${FORM_TEXT[submission.form]} ${submission.reference}`;
  return (
    <html lang="ru">
      <PageHead title={title} />
      <body className="print-page">
        <main>
          <p className="no-print">
            <a href={`/submissions/${encodeURIComponent(submission.reference)}`}>← Назад</a>{' '}
            <button type="button" data-print hidden>
              Печать
            </button>
          </p>
          <h1>{title}</h1>
          <p>
            Получена {formatTime(submission.receivedAt, timeZone)} · статус: {STATUS_TEXT[submission.status]}
          </p>
          <SubmissionFields submission={submission} timeZone={timeZone} />
          {submission.note && (
            <>
              <h2>Заметка</h2>
              <p className="note">{submission.note}</p>
            </>
          )}
          <p className="printed">
            Распечатал(а): {printedBy}. Содержит персональные данные и сведения о здоровье: хранить и уничтожать как медицинский документ.
          </p>
        </main>
      </body>
    </html>
  );
}

export function DeletePage({ viewer, submission, newCount }: { viewer: Viewer; submission: SubmissionDetail; newCount: number }) {
  const base = `/submissions/${encodeURIComponent(submission.reference)}`;
  const title = `Удалить ${submission.reference}?`;
  return (
    <Layout title={title} viewer={viewer} newCount={newCount}>
      <h1>{title}</h1>
      <p>
        {FORM_TEXT[submission.form]} {submission.reference} ({submission.name || 'без имени'}) будет удалена без возможности восстановления. В журнале удалений
        останутся только номер и время.
      </p>
      <PostForm action={`${base}/delete`} csrfToken={viewer.csrfToken} className="actions">
        <button type="submit" className="danger">
          Удалить безвозвратно
        </button>{' '}
        <a href={base}>Отмена</a>
      </PostForm>
    </Layout>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { useEarlySubmit } from '../lib/early-submit.ts';
import { openCallback } from '../lib/events.ts';
import styles from './form-fields.module.css';

/**
 * spec §2.13 FormFields: e-mail, phone, question and 'Отправить'. The spec shows no submit
 * behaviour, so this form sends nothing anywhere. It says so before the visitor types, and
 * 'Отправить' opens the callback form (spec §2.6), the way questions really reach the clinic;
 * what the visitor typed stays in the fields.
 */
export function FormFields({ node }: { node: NodeOfType<'formFields'> }) {
  const id = useId();
  const noteId = `${id}-note`;
  const [pointed, setPointed] = useState(false);
  // sent on the prerendered page before this block's code was here: done now
  const form = useRef<HTMLFormElement>(null);
  useEarlySubmit(form);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPointed(true);
    openCallback();
  };

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={node.title === undefined ? undefined : `${id}-title`}
      aria-describedby={noteId}
    >
      {node.title === undefined ? null : (
        <p className={styles.title} id={`${id}-title`}>
          {node.title}
        </p>
      )}
      <p id={noteId} className={styles.note}>
        Эта форма ничего не отправляет сама. Нажмите «Отправить» — откроется форма «Заказать обратную связь»: оставьте в ней имя и телефон, и координатор
        перезвонит и ответит на ваш вопрос. Всё, что вы напишете здесь, останется на странице.
      </p>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>Электронная почта</span>
          <input className={styles.input} type="email" name="email" autoComplete="email" inputMode="email" placeholder="name@example.ru" />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Телефон</span>
          <input className={styles.input} type="tel" name="phone" autoComplete="tel" inputMode="tel" placeholder="+7 999 123-45-67" />
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>Вопрос</span>
          <textarea className={styles.input} name="question" rows={4} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-haspopup="dialog" aria-describedby={noteId}>
          Отправить
        </button>
        <p className={styles.status} role="status">
          {pointed
            ? 'Открыта форма «Заказать обратную связь». Ваш вопрос не отправлен и остался в поле выше — его можно скопировать в поле «Дополнительная информация».'
            : ''}
        </p>
      </div>
    </form>
  );
}

import { useEffect, useState, type ComponentType } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import fallbackSite from 'virtual:navigation-fallback/site';
import { loadOnce } from '../lib/load-once.ts';
import { NoScriptContacts } from '../shell/no-script-contacts.tsx';
import styles from './anket-form-block.module.css';

// spec §2.12/§2.13: the `anketForm` block, where the questionnaire stands on /anket. The form
// itself (app/forms/anket-form.tsx: its lock, fields and sending), its phone component and its
// styles are a chunk of their own, fetched when the block first shows.

type AnketFormComponent = ComponentType<{ secondAttendantPrice?: string | undefined; healthConsent?: boolean | undefined }>;
const loadAnketForm = loadOnce<AnketFormComponent>(() => import('../forms/anket-form.tsx').then((module) => module.AnketForm));

/** the placement of the form; until its chunk is here a placeholder, and a retry if it could not load */
export function AnketFormBlock({ node }: { node: NodeOfType<'anketForm'> }) {
  const [Form, setForm] = useState<AnketFormComponent>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    loadAnketForm().then(
      (component) => setForm(() => component),
      () => setFailed(true),
    );
  }, [attempt]);

  return (
    <div className={styles.placement} data-block="anket-form">
      {Form ? (
        <Form secondAttendantPrice={node.secondAttendantPrice} healthConsent={node.healthConsent} />
      ) : failed ? (
        <div className={styles.placeholder} role="alert">
          <p>Не удалось загрузить анкету. Проверьте подключение к интернету.</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            Попробовать ещё раз
          </button>
        </div>
      ) : (
        <>
          <div className={styles.placeholder} role="status" data-requires-js>
            Загрузка анкеты…
          </div>
          <NoScriptContacts site={fallbackSite} form="Анкета" />
        </>
      )}
    </div>
  );
}

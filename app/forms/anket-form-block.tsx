import { useEffect, useState, type ComponentType } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { navigationFallback } from 'virtual:navigation-fallback';
import { NoScriptContacts } from '../shell/no-script-contacts.tsx';
import styles from './anket-form-block.module.css';

// What the `anketForm` block of /anket renders (spec §2.12). The form, its phone component and its
// styles are a chunk of their own, fetched when the block first shows.

type AnketFormComponent = ComponentType<{ secondAttendantPrice?: string | undefined }>;
let loading: Promise<AnketFormComponent> | undefined;

export function loadAnketForm(): Promise<AnketFormComponent> {
  loading ??= import('./anket-form.tsx').then(
    (module) => module.AnketForm,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface AnketFormBlockProps {
  node?: NodeOfType<'anketForm'>;
}

export function AnketFormBlock({ node }: AnketFormBlockProps) {
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

  if (Form) return <Form secondAttendantPrice={node?.secondAttendantPrice} />;
  if (failed) {
    return (
      <div className={styles.placeholder} role="alert">
        <p>Не удалось загрузить анкету. Проверьте подключение к интернету.</p>
        <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
          Попробовать ещё раз
        </button>
      </div>
    );
  }
  return (
    <>
      <div className={styles.placeholder} role="status" data-requires-js>
        Загрузка анкеты…
      </div>
      <NoScriptContacts site={navigationFallback.site} form="Анкета" />
    </>
  );
}

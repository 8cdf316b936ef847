import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { EntryVersionAnswer, VersionRow } from '../../common/contracts/entry-history.ts';
import type { EditorConfig } from '../../common/editor/editor-config.ts';
import { editorRouteOf, type EditorRoute } from './editor-route.ts';
import { fileOfRoute } from './entry-file.ts';
import { HistoryError, readHistory, readVersion, restoreVersion } from './entry-history.ts';
import { VersionFields, type VersionField } from './version-fields.tsx';
import styles from './entry-history-panel.module.css';

// «История правок» of the entry shown (docs/web-editor.md, «An entry's history»): a disclosure
// button over the corner of the editor opposite the check panel; open, the published versions of
// the entry's file, newest first — when, who, what — each with «Показать»; a version shown read-only
// with «Вернуть эту версию», which makes it a new change of the entry (on the clinic's server a
// draft, checked like any save). The page is then loaded anew to show it (restored-note.ts).

type Listing =
  { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'listed'; versions: VersionRow[] } | { state: 'unavailable'; reason: string };
type Shown =
  | { state: 'loading'; row: VersionRow }
  | { state: 'shown'; row: VersionRow; version: EntryVersionAnswer }
  | { state: 'failed'; row: VersionRow; reason: string };

/** a version's text read as the entry's form reads it: its values and the form's fields */
export type ReadFields = (route: Restored['route'], text: string) => { values: Record<string, unknown>; fields: readonly VersionField[] } | undefined;

export interface Restored {
  route: EditorRoute & { slug: string };
  file: string;
  text: string;
  message: string;
}

const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function EntryHistoryPanel({
  config,
  apiUrl,
  note,
  readFields,
  onRestored,
}: {
  config: EditorConfig;
  apiUrl: string;
  /** a restore made before the page was loaded anew: its message, at the address of its entry */
  note: { hash: string; message: string } | undefined;
  readFields?: ReadFields;
  onRestored(restored: Restored): void;
}) {
  const hash = useSyncExternalStore(subscribeHash, () => location.hash);
  const route = editorRouteOf(hash);
  const file = fileOfRoute(config, route);
  if (route?.slug === undefined || file === undefined) return null;
  // a panel of its own for each entry: nothing of another entry's history stays open
  return (
    <HistoryOfEntry
      key={hash}
      route={{ ...route, slug: route.slug }}
      file={file}
      apiUrl={apiUrl}
      note={note?.hash === hash ? note.message : undefined}
      readFields={readFields}
      onRestored={onRestored}
    />
  );
}

function HistoryOfEntry({
  route,
  file,
  apiUrl,
  note,
  readFields,
  onRestored,
}: {
  route: Restored['route'];
  file: string;
  apiUrl: string;
  note: string | undefined;
  readFields: ReadFields | undefined;
  onRestored(restored: Restored): void;
}) {
  const [open, setOpen] = useState(note !== undefined);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [shown, setShown] = useState<Shown | undefined>();
  const [restoring, setRestoring] = useState<{ state: 'restoring' } | { state: 'failed'; reason: string } | undefined>();
  const regionId = useId();
  const shownHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setListing({ state: 'loading' });
    readHistory(apiUrl, file).then(
      (answer) => current && setListing(answer.available ? { state: 'listed', versions: answer.versions } : { state: 'unavailable', reason: answer.reason }),
      (error: unknown) => current && setListing({ state: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, apiUrl, file]);

  useEffect(() => {
    if (shown?.state === 'shown') shownHeading.current?.focus();
  }, [shown?.state]);

  const show = (row: VersionRow) => {
    if (row.commit === null) return;
    setRestoring(undefined);
    setShown({ state: 'loading', row });
    readVersion(apiUrl, file, row.commit).then(
      (version) => setShown({ state: 'shown', row, version }),
      (error: unknown) => setShown({ state: 'failed', row, reason: reasonOf(error) }),
    );
  };

  const restore = (version: EntryVersionAnswer) => {
    setRestoring({ state: 'restoring' });
    restoreVersion(apiUrl, { file, commit: version.commit, collection: route.collection, slug: route.slug }).then(
      (answer) => onRestored({ route, file, text: version.text, message: answer.message }),
      (error: unknown) => setRestoring({ state: 'failed', reason: reasonOf(error) }),
    );
  };

  return (
    <div className={styles.corner}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        История правок
      </button>
      <section id={regionId} className={styles.panel} aria-label="История правок" hidden={!open}>
        {note === undefined ? null : (
          <p role="status" className={styles.note}>
            {note}
          </p>
        )}
        {open ? <Versions listing={listing} shown={shown?.row.commit} onShow={show} /> : null}
        {shown === undefined || !open ? null : (
          <section className={styles.version} aria-labelledby={`${regionId}-version`}>
            <h2 id={`${regionId}-version`} className={styles.subtitle} tabIndex={-1} ref={shownHeading}>
              Версия от {shown.row.when}
            </h2>
            {shown.state === 'loading' ? <p>Загружаю версию…</p> : null}
            {shown.state === 'failed' ? <p className={styles.error}>{shown.reason}</p> : null}
            {shown.state === 'shown' ? (
              <>
                <VersionView label={`Текст версии от ${shown.row.when}`} text={shown.version.text} read={() => readFields?.(route, shown.version.text)} />
                <p className={styles.hint}>
                  Вернуть — значит сохранить эту версию как новую правку записи. Прежние версии останутся в истории; несохранённые изменения в форме пропадут.
                </p>
                <div className={styles.actions}>
                  <button type="button" className={styles.primary} disabled={restoring?.state === 'restoring'} onClick={() => restore(shown.version)}>
                    Вернуть эту версию
                  </button>
                  <button type="button" className={styles.secondary} onClick={() => setShown(undefined)}>
                    Скрыть версию
                  </button>
                </div>
                <p role="status" className={restoring?.state === 'failed' ? styles.error : styles.hint}>
                  {restoring?.state === 'restoring' ? 'Возвращаю версию…' : restoring?.state === 'failed' ? restoring.reason : ''}
                </p>
              </>
            ) : null}
          </section>
        )}
      </section>
    </div>
  );
}

function Versions({ listing, shown, onShow }: { listing: Listing; shown: string | null | undefined; onShow(row: VersionRow): void }) {
  switch (listing.state) {
    case 'loading':
      return <p role="status">Загружаю историю…</p>;
    case 'failed':
    case 'unavailable':
      return <p className={styles.error}>{listing.reason}</p>;
    case 'listed':
      if (listing.versions.length === 0) return <p>У этой записи ещё нет опубликованных версий.</p>;
      return (
        <ol className={styles.list} aria-label="Версии записи, сначала новые">
          {listing.versions.map((row) => (
            <li key={row.commit ?? 'saved'} className={styles.row} aria-current={row.commit !== null && row.commit === shown ? 'true' : undefined}>
              <span className={styles.when}>{row.when}</span>
              {row.who === '' ? null : <span className={styles.who}>{row.who}</span>}
              <span className={styles.change}>{row.change}</span>
              {row.commit === null ? null : (
                <button
                  type="button"
                  className={styles.show}
                  aria-label={`Показать версию от ${row.when}: ${[row.who, row.change].filter((part) => part !== '').join(', ')}`}
                  onClick={() => onShow(row)}
                >
                  Показать
                </button>
              )}
            </li>
          ))}
        </ol>
      );
  }
}

/** the version under the form's labels; the file's text as written when it does not read */
function VersionView({ label, text, read }: { label: string; text: string; read: () => ReturnType<ReadFields> }) {
  let version: ReturnType<ReadFields>;
  try {
    version = read();
  } catch {
    version = undefined;
  }
  return (
    // a scrolled box, reachable with Tab so it scrolls from the keyboard (axe's scrollable-region-focusable)
    <div className={styles.text} tabIndex={0} role="region" aria-label={label}>
      {version === undefined ? <pre className={styles.pageText}>{text}</pre> : <VersionFields values={version.values} fields={version.fields} />}
    </div>
  );
}

function reasonOf(error: unknown): string {
  return error instanceof HistoryError ? error.message : 'Не получилось: попробуйте ещё раз.';
}

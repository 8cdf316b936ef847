import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { preloadCallback } from '../forms/index.ts';
import { openCallback } from '../lib/events.ts';
import { Sidebar } from './sidebar.tsx';
import { EyeButton } from '../low-vision/eye-button.tsx';
import { MOBILE_MENU_ID } from './top-bar.tsx';
import styles from './mobile-menu.module.css';

/**
 * spec §2.7: on small screens a copy of the sidebar behind the burger, with 'Заполнить анкету'.
 * It closes on navigation; Escape is the layout's (close-on-escape.ts).
 */
export function MobileMenu({ open, path, onClose }: { open: boolean; path: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(path);

  useEffect(() => {
    if (!open) return;
    openedAt.current = path;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && path !== openedAt.current) onClose();
  }, [open, path, onClose]);

  return (
    <div id={MOBILE_MENU_ID} ref={panel} className={styles.panel} hidden={!open}>
      {open && (
        <>
          <div className={styles.actions}>
            <Link href="/anket" className={styles.anketLink}>
              Заполнить анкету
            </Link>
            <button
              type="button"
              className={styles.callbackButton}
              onPointerEnter={preloadCallback}
              onFocus={preloadCallback}
              onClick={() => {
                onClose();
                openCallback();
              }}
            >
              Заказать обратную связь
            </button>
            <EyeButton className={styles.eyeButton} onPress={onClose} withText />
          </div>
          <Sidebar path={path} />
        </>
      )}
    </div>
  );
}

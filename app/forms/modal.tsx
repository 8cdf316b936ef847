import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../lib/focus-trap.ts';
import { lockScroll } from '../lib/scroll-lock.ts';
import styles from './modal.module.css';

// The modal frame both forms use (spec §2.6, §2.12): a dialog over a backdrop; closes by the close
// button, the optional ESC-labelled button, a click on the backdrop and Escape; locks page scrolling
// and keeps focus inside while open.

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** a hint under the title, read out as the dialog's description */
  description?: string;
  /** the callback modal shows a button labelled ESC beside the close button */
  escButton?: boolean;
  children?: ReactNode;
}

// the topmost open modal is the one Escape closes
const openModals: symbol[] = [];

export function Modal({ open, onClose, title, description, escButton = false, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useFocusTrap(dialogRef, open);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openModals.push(token);
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openModals[openModals.length - 1] !== token) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(token), 1);
      unlock();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click beside the dialog closes it; from the keyboard, Escape does
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      // a press that starts in the dialog and ends on the backdrop (selecting text) is no close
      onMouseDown={(event) => (pressStartedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        // focus starts on the dialog itself: its name and hint are read out, and a phone's keyboard
        // does not pop up over it
        data-autofocus
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.closeButtons}>
            {escButton && (
              <button type="button" className={styles.escButton} onClick={onClose} aria-label="ESC — закрыть окно">
                ESC
              </button>
            )}
            <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Закрыть">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

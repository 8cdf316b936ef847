import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import styles from './image-frame.module.css';
import { ImageAlt } from './image-alt.tsx';

// The enlarged picture of an image frame: a chunk of its own (React.lazy in image-frame.tsx).

interface ImageZoomProps {
  id: string;
  src: string;
  alt: string;
  onClose: () => void;
}

/** a modal view of the picture: Escape or a click anywhere closes it; focus stays inside. `onClose` should be stable. */
export default function ImageZoom({ id, src, alt, onClose }: ImageZoomProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // the close button is the only control: keep focus in the dialog
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click anywhere closes the picture; from the keyboard, Escape or its close button does
    <div id={id} className={styles.overlay} role="dialog" aria-modal="true" aria-label={`Увеличенное изображение: ${alt}`} onClick={() => onClose()}>
      <img className={styles.zoomed} src={src} alt={alt} />
      <ImageAlt alt={alt} />
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
      >
        <CloseIcon />
        <span className="visually-hidden">Закрыть увеличенное изображение</span>
      </button>
    </div>,
    document.body,
  );
}

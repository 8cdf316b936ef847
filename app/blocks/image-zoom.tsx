import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import styles from './image-frame.module.css';
import { Picture } from './picture.tsx';
import type { ResponsivePicture } from '../../common/schema/picture.ts';
import type { NodeOfType } from '../../common/schema/ast.ts';

/** the zoom shows the picture up to 1400 px wide (.zoomed, image-frame.module.css), not at its place's width */
const ZOOM_SIZES = 'min(100vw, 1400px)';

function zoomSizes(picture: ResponsivePicture): ResponsivePicture {
  return {
    ...(picture.source && { source: { ...picture.source, sizes: ZOOM_SIZES } }),
    img: { ...picture.img, sizes: ZOOM_SIZES, loading: 'eager' },
  };
}

// The enlarged picture of an image frame: a chunk of its own (React.lazy in image-frame.tsx).

interface ImageZoomProps {
  id: string;
  /** the frame's picture: the zoom takes the variant as wide as the screen needs, never the original */
  node: NodeOfType<'imageFrame'>;
  onClose: () => void;
}

/** a modal view of the picture: Escape or a click anywhere closes it; focus stays inside. `onClose` should be stable. */
export default function ImageZoom({ id, node: { src, picture, alt }, onClose }: ImageZoomProps) {
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
      <Picture picture={picture && zoomSizes(picture)} className={styles.zoomed} src={src} alt={alt} />
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

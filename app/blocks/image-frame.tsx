import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { ImageOffIcon, ZoomInIcon } from './icons.tsx';
import styles from './image-frame.module.css';
import { Picture } from './picture.tsx';

const ImageZoom = lazy(() => import('./image-zoom.tsx'));

/**
 * spec §2.13 image frame: a click enlarges the picture (a chunk of its own, fetched on the first
 * zoom); Escape or a click closes it. A picture that fails shows 'Ошибка загрузки изображения'.
 */
export function ImageFrame({ node }: { node: NodeOfType<'imageFrame'> }) {
  const [failed, setFailed] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const zoomId = `${useId()}-zoom`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setZoomed(false);
    triggerRef.current?.focus();
  }, []);

  return (
    <figure className={styles.frame}>
      {failed ? (
        <div className={styles.error} role="img" aria-label={`${node.alt}. Ошибка загрузки изображения`}>
          <ImageOffIcon />
          <span>Ошибка загрузки изображения</span>
        </div>
      ) : (
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-label={`Увеличить изображение: ${node.alt}`}
          aria-haspopup="dialog"
          aria-expanded={zoomed}
          aria-controls={zoomed ? zoomId : undefined}
          onClick={() => setZoomed(true)}
        >
          <Picture picture={node.picture} src={node.src} alt={node.alt} onError={() => setFailed(true)} />
          <span className={styles.hint} aria-hidden="true">
            <ZoomInIcon width={18} height={18} />
          </span>
        </button>
      )}
      {node.caption === undefined ? null : <figcaption className={styles.caption}>{node.caption}</figcaption>}
      {zoomed && !failed ? (
        <Suspense fallback={<BlockSkeleton label="Загрузка увеличенного изображения…" height="0" />}>
          <ImageZoom id={zoomId} node={node} onClose={close} />
        </Suspense>
      ) : null}
    </figure>
  );
}

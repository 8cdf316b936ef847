import { lazy, Suspense, useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { MapPinIcon } from './icons.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import styles from './map-section.module.css';

const MapFrame = lazy(() => import('./map-frame.tsx'));

/**
 * spec §2.13 MapSection: 'Показать на карте' / 'Скрыть карту'. The map (zoom 16, spec §9) is
 * created on the first press only, so no request reaches the map service before the visitor asks;
 * hidden again it stays loaded, so showing it once more costs nothing.
 */
export function MapSection({ node }: { node: NodeOfType<'map'> }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const panelId = `${useId()}-map`;
  useTocUpdate(open);
  const frameTitle = node.title === undefined ? 'Карта: где находится клиника' : `Карта: ${node.title}`;

  const toggle = () => {
    setOpen((value) => !value);
    setRequested(true);
  };

  return (
    <div className={styles.map}>
      <div className={styles.bar}>
        {node.title === undefined ? null : (
          <p className={styles.place}>
            <MapPinIcon className={styles.pin} />
            <span>{node.title}</span>
          </p>
        )}
        <button type="button" data-requires-js className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {open ? 'Скрыть карту' : 'Показать на карте'}
        </button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {requested ? (
          <Suspense fallback={<BlockSkeleton label="Загрузка карты…" height="min(60vh, 420px)" />}>
            <MapFrame lat={node.lat} lng={node.lng} zoom={node.zoom} title={frameTitle} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

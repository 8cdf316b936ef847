import { useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { useRevealOnFind } from './use-reveal-on-find.ts';
import styles from './toggle-switch.module.css';

/**
 * spec §2.13 ToggleSwitch: a switch that shows or hides the text under it; `{on}` shows it at
 * first. A button with aria-expanded (not role="switch"): what it does is show content.
 */
export function ToggleSwitch({ node }: { node: NodeOfType<'toggleSwitch'> }) {
  const [on, setOn] = useState(node.on);
  const panelId = `${useId()}-panel`;
  useTocUpdate(on);
  const panelRef = useRevealOnFind<HTMLDivElement>(!on, () => setOn(true));
  return (
    <div className={styles.toggleSwitch}>
      <button type="button" className={styles.trigger} aria-expanded={on} aria-controls={panelId} onClick={() => setOn((value) => !value)}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{node.label}</span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!on} data-collapsible>
        {renderBlocks(node.children)}
      </div>
    </div>
  );
}

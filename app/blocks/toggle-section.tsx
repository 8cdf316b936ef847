import { useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { useRevealOnFind } from './use-reveal-on-find.ts';
import styles from './toggle-section.module.css';

/** spec §2.13 ToggleSection: a title that shows or hides what follows; `{open}` shows it at first */
export function ToggleSection({ node }: { node: NodeOfType<'toggleSection'> }) {
  const [open, setOpen] = useState(node.open);
  const panelId = `${useId()}-panel`;
  useTocUpdate(open);
  const panelRef = useRevealOnFind<HTMLDivElement>(!open, () => setOpen(true));
  return (
    <div className={styles.toggle}>
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <ChevronDownIcon className={styles.chevron} />
        <span>{node.title}</span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} data-collapsible>
        {renderBlocks(node.children)}
      </div>
    </div>
  );
}

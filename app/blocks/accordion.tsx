import { useId, useState } from 'react';
import type { BlockNode, NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { useRevealOnFind } from './use-reveal-on-find.ts';
import styles from './accordion.module.css';

interface AccordionItemProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  content: readonly BlockNode[];
}

/**
 * One accordion as the APG pattern draws it: a button in a heading, `aria-expanded` and
 * `aria-controls` on the button, the panel a region labelled by it. A closed panel keeps its
 * content, hidden (crawlers, find-in-page, no JavaScript); the table of contents skips it.
 */
export function AccordionItem({ title, open, onToggle, content }: AccordionItemProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const panelRef = useRevealOnFind<HTMLDivElement>(!open, onToggle);
  return (
    <div className={styles.accordion} data-open={open || undefined}>
      <h3 className={styles.heading}>
        <button type="button" id={buttonId} className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.title}>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h3>
      <div ref={panelRef} id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open} data-collapsible>
        {renderBlocks(content)}
      </div>
    </div>
  );
}

/** spec §2.13: a single accordion opens and closes on its own; `{open}` opens it at first */
export function Accordion({ node }: { node: NodeOfType<'accordion'> }) {
  const [open, setOpen] = useState(node.open);
  useTocUpdate(open);
  return <AccordionItem title={node.title} open={open} onToggle={() => setOpen((value) => !value)} content={node.children} />;
}

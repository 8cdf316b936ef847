import { useEffect, useRef, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { AccordionItem } from './accordion.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import styles from './accordion.module.css';

/** spec §2.13: one accordion open at a time; a click outside the group closes them all */
export function AccordionGroup({ node }: { node: NodeOfType<'accordionGroup'> }) {
  const [openIndex, setOpenIndex] = useState<number | undefined>(() => {
    const first = node.items.findIndex((item) => item.open);
    return first === -1 ? undefined : first;
  });
  const groupRef = useRef<HTMLDivElement>(null);
  useTocUpdate(openIndex);

  const anyOpen = openIndex !== undefined;
  useEffect(() => {
    if (!anyOpen) return;
    // on click, not pointerdown: closing on pointerdown would move what lies below the group
    // before the click lands, and the visitor's click would hit something else. The path is read
    // as it was at dispatch, so a click on something the click itself removed still counts.
    const closeOutside = (event: MouseEvent) => {
      const group = groupRef.current;
      if (group && event.composedPath().includes(group)) return;
      setOpenIndex(undefined);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [anyOpen]);

  return (
    <div ref={groupRef} className={styles.group} data-accordion-group="">
      {node.items.map((item, index) => (
        <AccordionItem
          key={index}
          title={item.title}
          open={openIndex === index}
          onToggle={() => setOpenIndex((current) => (current === index ? undefined : index))}
          content={item.children}
        />
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { BlockNode } from '../../pipeline/schema/ast.ts';
import { BlockBoundary } from './block-boundary.tsx';
import { blockRegistry, type BlockComponent } from './registry.ts';
import styles from './page-view.module.css';

/** AST blocks → React, each behind its own error boundary */
export function renderBlocks(nodes: readonly BlockNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    const Component = blockRegistry[node.type] as BlockComponent<typeof node.type> | undefined;
    return (
      <BlockBoundary key={index} type={node.type}>
        {Component ? <Component node={node as never} /> : <UnknownBlock type={node.type} />}
      </BlockBoundary>
    );
  });
}

function UnknownBlock({ type }: { type: string }) {
  return (
    <div className={styles.blockNotice} role="note" data-block-type={type}>
      Этот фрагмент страницы пока не может быть показан.
    </div>
  );
}

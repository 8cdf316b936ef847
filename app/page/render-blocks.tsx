import { useContext, type ReactNode } from 'react';
import type { BlockNode } from '../../common/schema/ast.ts';
import { BlockBoundary } from './block-boundary.tsx';
import { BlockRegistryContext, type BlockComponent } from './registry.ts';
import styles from './page-view.module.css';

/** AST blocks → React, each behind its own error boundary, by the registry of BlockRegistryContext */
export function renderBlocks(nodes: readonly BlockNode[]): ReactNode[] {
  const keys = import.meta.hot ? liveKeys(nodes) : undefined;
  return nodes.map((node, index) => (
    <BlockBoundary key={keys ? keys[index] : index} type={node.type}>
      <RegisteredBlock node={node} />
    </BlockBoundary>
  ));
}

function RegisteredBlock({ node }: { node: BlockNode }) {
  const Component = useContext(BlockRegistryContext)[node.type] as BlockComponent<typeof node.type> | undefined;
  return Component ? <Component node={node as never} /> : <UnknownBlock type={node.type} />;
}

/**
 * The live preview (npm start, development only) draws a saved page over the shown one. Keyed by
 * what they are rather than where — a block with a title by its type and title, any other by its
 * content — the blocks that did not change keep their place and their state: an accordion stays
 * open though a paragraph was added above it, and nothing is moved (a moved block would lose the
 * focus, and React's giving it back would scroll the page). A page never changes under a
 * visitor: the built app keeps the plain index.
 */
function liveKeys(nodes: readonly BlockNode[]): string[] {
  const seen = new Map<string, number>();
  return nodes.map((node) => {
    const kind = 'title' in node && typeof node.title === 'string' ? `${node.type}:${node.title}` : JSON.stringify(node);
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return `${kind}#${count}`;
  });
}

function UnknownBlock({ type }: { type: string }) {
  return (
    <div className={styles.blockNotice} role="note" data-block-type={type}>
      Этот фрагмент страницы пока не может быть показан.
    </div>
  );
}

import { Suspense, useContext } from 'react';
import type { BlockNodeType, NodeOfType } from '../../common/schema/ast.ts';
import { lazyOnceLoaded } from '../lib/lazy-once-loaded.ts';
import type { BlockComponent } from '../page/registry.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { UsedModulesContext } from '../page/used-modules.ts';
import { TakenOver } from '../page/deferred-part.tsx';

const preloaders: (() => Promise<unknown>)[] = [];

/**
 * A block whose code loads when a page first uses it: the blocks that only a few pages have stay
 * out of the first-load bundle (its size budget: tests/tooling/build/bundle-budgets.test.ts), with a
 * skeleton meanwhile. `load` names the block's module, once; a prerendered page links that
 * module's stylesheet and code up front (the loader is recorded in UsedModulesContext, and
 * app/entry-server.tsx finds its file). A press on its prerendered buttons before the code came is
 * replayed once it has (TakenOver).
 */
export function lazyBlock<T extends BlockNodeType>(load: () => Promise<BlockComponent<T>>, height = '8rem'): BlockComponent<T> {
  const { Component: Loaded, preload } = lazyOnceLoaded(load as () => Promise<React.ComponentType<{ node: NodeOfType<T> }>>);
  preloaders.push(preload);
  function LazyBlock(props: { node: NodeOfType<T> }) {
    useContext(UsedModulesContext)?.add(preload);
    return (
      <Suspense fallback={<BlockSkeleton label="Загрузка…" height={height} />}>
        <Loaded {...props} />
        <TakenOver />
      </Suspense>
    );
  }
  return LazyBlock as BlockComponent<T>;
}

/** loads every lazy block's code (tests; the same state as after each block's first use) */
export function preloadLazyBlocks(): Promise<unknown[]> {
  return Promise.all(preloaders.map((preload) => preload()));
}

import { lazy, type ComponentType } from 'react';
import { loadOnce } from './load-once.ts';

/**
 * React.lazy that renders synchronously once its module is here (prefetched on hover, or used
 * before): React suspends on a pending promise, but a thenable that resolves at once does not.
 */
export function lazyOnceLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  const preload = loadOnce(load);
  const Component = lazy(() => {
    const loaded = preload.loaded();
    return loaded ? resolvedThenable({ default: loaded }) : preload().then((component) => ({ default: component }));
  });
  return { Component: Component as unknown as ComponentType<P>, preload };
}

function resolvedThenable<V>(value: V): Promise<V> {
  return { then: (resolve: (value: V) => unknown) => resolvedThenable(resolve(value) as V) } as unknown as Promise<V>;
}

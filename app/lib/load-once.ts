/**
 * Something the app loads once and shares — a chunk of code, an answer of the API kept for the
 * session: the first call starts the load, every later one gets the same promise. A failed load
 * is forgotten, so the next call tries again (a chunk fetched over a flaky network). Not for what
 * expires: spec §9's 300 s caches are TtlCache (ttl-cache.ts).
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** the value once it has loaded (a component renders at once instead of a tick later) */
  loaded(): T | undefined;
  /** forgets the value or the load under way (the live preview, tests) */
  reset(): void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const get = (): Promise<T> => {
    if (loading === undefined) {
      const started: Promise<T> = load().then(
        (result) => {
          if (loading === started) value = result;
          return result;
        },
        (error: unknown) => {
          if (loading === started) loading = undefined;
          throw error;
        },
      );
      loading = started;
    }
    return loading;
  };
  return Object.assign(get, {
    loaded: () => value,
    reset: () => {
      loading = undefined;
      value = undefined;
    },
  });
}

// The fragments a search has loaded, by name: each is fetched once and shared by every query that
// needs it (typing "лечение" letter by letter loads "ле" once). A failed load is forgotten, so the
// next keystroke tries it again instead of failing for good.

export type FetchFragment = (name: string) => Promise<unknown>;

export interface FragmentStore {
  get<T>(name: string): Promise<T>;
  getAll<T>(names: readonly string[]): Promise<T[]>;
}

export function createFragmentStore(fetchFragment: FetchFragment): FragmentStore {
  const loaded = new Map<string, Promise<unknown>>();
  const get = <T>(name: string): Promise<T> => {
    let fragment = loaded.get(name);
    if (fragment === undefined) {
      const started = fetchFragment(name);
      fragment = started;
      loaded.set(name, started);
      started.catch(() => {
        if (loaded.get(name) === started) loaded.delete(name);
      });
    }
    return fragment as Promise<T>;
  };
  return { get, getAll: <T>(names: readonly string[]) => Promise.all(names.map((name) => get<T>(name))) };
}

// The fragments a search has loaded, by name: each is fetched once and shared by every query that
// needs it (typing "лечение" letter by letter loads "ле" once). A failed load is forgotten, so the
// next keystroke tries it again instead of failing for good.

export type FetchFragment = (name: string) => Promise<unknown>;

export interface FragmentSource {
  get<T>(name: string): Promise<T>;
  getAll<T>(names: readonly string[]): Promise<T[]>;
}

export interface FragmentStore extends FragmentSource {
  /**
   * The fragments that have arrived, without fetching: anything else (not asked for, or still on
   * its way) is a rejection with FragmentNotLoaded at once — a keystroke answered from it costs
   * no request and never waits on the network.
   */
  loadedOnly: FragmentSource;
}

/** a fragment a search without fetching would need: the query must wait for the network */
export class FragmentNotLoaded extends Error {
  constructor(name: string) {
    super(`search fragment ${name} is not loaded`);
    this.name = 'FragmentNotLoaded';
  }
}

export function createFragmentStore(fetchFragment: FetchFragment): FragmentStore {
  const loaded = new Map<string, Promise<unknown>>();
  const arrived = new Set<string>();
  const get = <T>(name: string): Promise<T> => {
    let fragment = loaded.get(name);
    if (fragment === undefined) {
      const started = fetchFragment(name);
      fragment = started;
      loaded.set(name, started);
      started.then(
        () => arrived.add(name),
        () => {
          if (loaded.get(name) === started) loaded.delete(name);
        },
      );
    }
    return fragment as Promise<T>;
  };
  const peek = <T>(name: string): Promise<T> => (arrived.has(name) ? (loaded.get(name) as Promise<T>) : Promise.reject(new FragmentNotLoaded(name)));
  return {
    get,
    getAll: <T>(names: readonly string[]) => Promise.all(names.map((name) => get<T>(name))),
    loadedOnly: { get: peek, getAll: <T>(names: readonly string[]) => Promise.all(names.map((name) => peek<T>(name))) },
  };
}

/**
 * A map whose entries expire: the compiled-content cache and the breadcrumb-title cache of spec
 * §4/§9 (300 000 ms). Expired entries are purged on each add, so it never grows without bound.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.purgeExpired();
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  private purgeExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}

/** spec §9: breadcrumb cache and compiled content cache */
export const CACHE_TTL_MS = 300_000;

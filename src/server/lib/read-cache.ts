/**
 * Per-user snapshots of the hot reads behind the status calls (decision 0080). Every write to the data they
 * come from invalidates the user's entries after it commits, and a read that raced a write is not stored,
 * so in one process an entry is never older than the last committed write. The TTL only bounds what this
 * process cannot see: writes made by another server on the same PostgreSQL database.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  /** Users kept; the least recently stored is dropped first. */
  maxUsers?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

export class ReadCache {
  readonly #ttlMs: number;
  readonly #maxUsers: number;
  readonly #now: () => number;
  readonly #users = new Map<string, Map<string, Entry>>();
  /** Bumped by every invalidation; a load that saw another generation may hold pre-write data. */
  #generation = 0;

  constructor({ ttlMs, maxUsers = 10_000, now = Date.now }: ReadCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxUsers = maxUsers;
    this.#now = now;
  }

  async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#users.get(userId)?.get(key);
    if (entry && this.#now() - entry.storedAt < this.#ttlMs) return entry.value as T;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) this.#store(userId, key, value);
    return value;
  }

  invalidate(userId: string): void {
    this.#generation++;
    this.#users.delete(userId);
  }

  clear(): void {
    this.#generation++;
    this.#users.clear();
  }

  #store(userId: string, key: string, value: unknown) {
    let entries = this.#users.get(userId);
    if (!entries) {
      if (this.#users.size >= this.#maxUsers) this.#users.delete(this.#users.keys().next().value!);
      entries = new Map();
      this.#users.set(userId, entries);
    }
    entries.set(key, { value, storedAt: this.#now() });
  }
}

/** PGlite's data folder belongs to one process, so every write is seen here; the TTL is only a backstop. */
export const PGLITE_CACHE_TTL_MS = 60_000;
/** Other servers may share a PostgreSQL database; their writes show here within this time. */
export const POSTGRES_CACHE_TTL_MS = 5_000;
const DEFAULT_TTL_MS = POSTGRES_CACHE_TTL_MS;
const byDatabase = new WeakMap<object, ReadCache>();

/** The cache of one database handle; `openDatabase` sets its TTL, anything else gets the short default. */
export function readCacheOf(db: object): ReadCache {
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = new ReadCache({ ttlMs: DEFAULT_TTL_MS });
    byDatabase.set(db, cache);
  }
  return cache;
}

export function setReadCache(db: object, cache: ReadCache): void {
  byDatabase.set(db, cache);
}

/**
 * Per-user snapshots of the hot reads behind the status calls and the signed-in state (decision 0170).
 * Every write to the data they come from invalidates the entries after it commits, and a read that raced
 * a write is not stored, so in one process an entry is never older than the last committed write. With
 * several servers on one PostgreSQL database, `invalidate` also reaches every other server (LISTEN/NOTIFY)
 * and resolves only once each of them has dropped the entry, so the write's response is sent after that.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  /** Users kept; the least recently stored is dropped first. */
  maxUsers?: number;
  now?: () => number;
}

/** Carries invalidations to the other servers on the same database; resolves once all of them dropped it. */
export type Broadcast = (key: string | null) => Promise<void>;

interface Entry {
  value: unknown;
  storedAt: number;
  /** For a derived value: what it was computed from, and the first instant it may be wrong. */
  inputs?: readonly unknown[];
  validUntil?: number;
}

/** A value computed from cached reads, and the first instant (ms) at which the same reads may give another. */
export interface Derived<T> {
  value: T;
  validUntil: number;
}

export class ReadCache {
  readonly #ttlMs: number;
  readonly #maxUsers: number;
  readonly #now: () => number;
  readonly #users = new Map<string, Map<string, Entry>>();
  /** Bumped by every invalidation; a load that saw another generation may hold pre-write data. */
  #generation = 0;
  /** False while this process may miss other servers' invalidations: every read goes to the database. */
  #live = true;
  #broadcast: Broadcast | null = null;

  constructor({ ttlMs, maxUsers = 10_000, now = Date.now }: ReadCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxUsers = maxUsers;
    this.#now = now;
  }

  /** The stored value when it can be served now, without a promise (the hot status path); else undefined. */
  peek<T>(userId: string, key: string): T | undefined {
    if (!this.#live) return undefined;
    const entry = this.#users.get(userId)?.get(key);
    return entry && this.#now() - entry.storedAt < this.#ttlMs ? (entry.value as T) : undefined;
  }

  /**
   * A value computed from entries of this user that the caller has just peeked (`inputs`), kept beside them:
   * served again while every input is the same value (a reload stores a new object) and `now` lies between
   * the time it was computed and its `validUntil`, and dropped with them. `compute` returns undefined when
   * it cannot answer from memory. The status calls keep their response text this way (decision 0235).
   */
  derive<T>(
    userId: string,
    key: string,
    inputs: readonly unknown[],
    now: number,
    compute: () => Derived<T> | undefined,
  ): T | undefined {
    const entries = this.#live ? this.#users.get(userId) : undefined;
    const entry = entries?.get(key);
    // Computed at storedAt and valid until validUntil: a clock set back finds it outside that range.
    if (entry && entry.storedAt <= now && now < entry.validUntil! && sameInputs(entry.inputs!, inputs))
      return entry.value as T;
    const derived = compute();
    if (derived && entries)
      entries.set(key, { value: derived.value, storedAt: now, inputs, validUntil: derived.validUntil });
    return derived?.value;
  }

  async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#live) return load();
    const entry = this.#users.get(userId)?.get(key);
    if (entry && this.#now() - entry.storedAt < this.#ttlMs) return entry.value as T;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation && this.#live) this.#store(userId, key, value);
    return value;
  }

  /** Drops the user's entries here and, once the write committed, on every server sharing the database. */
  async invalidate(userId: string): Promise<void> {
    this.drop(userId);
    await this.#broadcast?.(userId);
  }

  /** Drops every entry here and on every server sharing the database. */
  async clear(): Promise<void> {
    this.drop(null);
    await this.#broadcast?.(null);
  }

  /** Drops entries in this process only (one user's, or all with null): what a received invalidation does. */
  drop(userId: string | null): void {
    this.#generation++;
    if (userId === null) this.#users.clear();
    else this.#users.delete(userId);
  }

  /** Serving from memory is only correct while invalidations from other servers are being received. */
  setLive(live: boolean): void {
    this.#live = live;
    this.drop(null);
  }

  get live(): boolean {
    return this.#live;
  }

  connect(broadcast: Broadcast): void {
    this.#broadcast = broadcast;
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

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A backstop only: every write invalidates its entries on every server (on PostgreSQL through LISTEN/NOTIFY,
 * and the cache is bypassed while that channel is down), so entries are not expected to go stale.
 */
export const CACHE_TTL_MS = 60_000;

/** The caches of one database: the status reads (per user) and the signed-in state (per Cookie header). */
export interface ReadCaches {
  status: ReadCache;
  sessions: ReadCache;
}

/** A database's caches, built in `compose.ts` (tests: with their database) and passed to what reads through them. */
export function newReadCaches(): ReadCaches {
  return { status: new ReadCache({ ttlMs: CACHE_TTL_MS }), sessions: new ReadCache({ ttlMs: CACHE_TTL_MS }) };
}

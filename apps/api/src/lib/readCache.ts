/**
 * A read-through cache for the hottest display reads (a session's account, a wallet's totals),
 * kept correct by the database's change notifications (see db/changeFeed.ts and migration
 * 0006): every committed change to a cached fact names its tag (`w:<user id>` for a wallet's
 * entries, `a:<account type>:<id>` for an account's sessions and state) and evicts what carries
 * it. Money decisions never read it: a withdrawal, a wallet payment or a run reads and locks the
 * database rows itself.
 *
 * Rules that keep it from serving a stale value for longer than a notification takes to arrive:
 * - It is off until the listener is connected and LISTENing, and off (emptied) again the moment
 *   that connection is lost: a change committed while nobody listened cannot be missed.
 * - A value loaded while any invalidation arrived is not kept (a load whose snapshot predates a
 *   commit whose notification came during the load would otherwise be cached after it).
 * - A write made by this process marks its tags for a few seconds (noteLocalWrite), so a member
 *   who just paid or withdrew reads the database on the next request even if the notification of
 *   their own commit is still on its way.
 * - Every value also expires after `ttlMs` (a minute), whatever happens.
 */

/** How long a tag written by this process is read from the database only. */
export const LOCAL_WRITE_WINDOW_MS = 5_000;

// Module-wide: every cache of the process honours the writes of every server in it.
const localWrites = new Map<string, number>();
/** A write to more tags than are worth listing (a run's part) holds back every read. */
const MANY_TAGS = 1_000;
let everythingUntil = 0;
let prunedAt = 0;

/** Tags this process is changing (call it before or inside the writing transaction). */
export function noteLocalWrite(tags: readonly string[], at: number = Date.now()): void {
  const until = at + LOCAL_WRITE_WINDOW_MS;
  if (tags.length > MANY_TAGS) {
    everythingUntil = until;
    return;
  }
  for (const tag of tags) localWrites.set(tag, until);
  if (localWrites.size > 100_000 && at - prunedAt > 1_000) {
    prunedAt = at;
    for (const [tag, end] of localWrites) if (end <= at) localWrites.delete(tag);
  }
}

/**
 * Forgets this process's own writes, as a new process starts. For tests that share a process
 * with other test files (vitest.config.ts: `isolate: false`), whose servers wrote a moment ago.
 */
export function forgetLocalWrites(): void {
  localWrites.clear();
  everythingUntil = 0;
  prunedAt = 0;
}

function recentlyWritten(tags: readonly string[], at: number): boolean {
  if (everythingUntil > at) return true;
  for (const tag of tags) {
    const until = localWrites.get(tag);
    if (until === undefined) continue;
    if (until > at) return true;
    localWrites.delete(tag);
  }
  return false;
}

/** The tag of a member wallet's entries. */
export const walletTag = (userId: number) => `w:${userId}`;
/** The tag of an account's sessions and state. */
export const accountTag = (type: 'user' | 'admin', id: number) => `a:${type}:${id}`;

/** How a loaded value may be kept: under which tags and for how long; null: not at all. */
export type Keeping = { tags: readonly string[]; ttlMs?: number } | null;

export interface ReadCacheStats {
  enabled: boolean;
  hits: number;
  misses: number;
  entries: number;
}

export interface ReadCache {
  /**
   * The cached value of `key`, or `load()`'s, kept as `keeping(value)` says (its tags name the
   * facts it depends on; its life is the cache's ttlMs at most).
   */
  read<T>(key: string, load: () => Promise<T>, keeping: (value: T) => Keeping): Promise<T>;
  /**
   * The value read() would answer for `key` without loading, or undefined (then call read()):
   * the same rules (enabled, not expired, no recent local write), counted as a hit when there is
   * one, and no promise, so a hot path can answer at once. A kept value is never undefined.
   */
  peek<T>(key: string): T | undefined;
  /** Evicts every value carrying one of the tags ('*': everything). */
  invalidate(tags: readonly string[] | '*'): void;
  /** The listener is LISTENing: values may be kept from now on. */
  enable(): void;
  /** The listener is gone: everything is dropped and nothing is kept until enable(). */
  disable(): void;
  stats(): ReadCacheStats;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
  expires: number;
}

export function createReadCache(
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): ReadCache {
  const maxEntries = options.maxEntries ?? 20_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let enabled = false;
  /** Bumped by every invalidation, enable and disable: a load that saw it change is not kept. */
  let version = 0;
  let hits = 0;
  let misses = 0;
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function clear() {
    entries.clear();
    keysByTag.clear();
  }

  function store(key: string, tags: readonly string[], value: unknown, expires: number) {
    remove(key);
    entries.set(key, { value, tags, expires });
    for (const tag of tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest go first (a Map iterates in insertion order).
    while (entries.size > maxEntries) remove(entries.keys().next().value as string);
  }

  /** The fresh entry of `key` (a stale one is dropped), or undefined. */
  function fresh(key: string, at: number): Entry | undefined {
    const hit = enabled ? entries.get(key) : undefined;
    if (hit === undefined) return undefined;
    if (hit.expires > at && !recentlyWritten(hit.tags, at)) return hit;
    remove(key);
    return undefined;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>, keeping: (value: T) => Keeping) {
      const at = now();
      const hit = fresh(key, at);
      if (hit) {
        hits++;
        return hit.value as T;
      }
      misses++;
      if (!enabled) return load();
      const seen = version;
      const value = await load();
      const keep = keeping(value);
      const done = now();
      if (keep && enabled && version === seen && !recentlyWritten(keep.tags, done)) {
        const life = Math.min(keep.ttlMs ?? ttlMs, ttlMs);
        if (life > 0) store(key, keep.tags, value, done + life);
      }
      return value;
    },

    peek<T>(key: string): T | undefined {
      const hit = fresh(key, now());
      if (hit === undefined) return undefined;
      hits++;
      return hit.value as T;
    },

    invalidate(tags) {
      version++;
      if (tags === '*') return clear();
      for (const tag of tags) {
        const keys = keysByTag.get(tag);
        if (keys) for (const key of [...keys]) remove(key);
      }
    },

    enable() {
      version++;
      clear();
      enabled = true;
    },

    disable() {
      version++;
      enabled = false;
      clear();
    },

    stats: () => ({ enabled, hits, misses, entries: entries.size }),
  };
}

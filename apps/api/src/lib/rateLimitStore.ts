import { sql } from 'kysely';
import type { Database } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limits, migration 0019), so that every
 * server counts the same requests: a fixed window per key and route, counted by one upsert.
 * docs/security.md#several-servers
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the global store with its options, and each route's with `child`. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '*';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const id = `${this.scope} ${key}`;
      sql<{ hits: number; ttl: number }>`
        insert into rate_limits (key, hits, window_ends)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.window_ends <= now() then 1 else rate_limits.hits + 1 end,
          window_ends = case when rate_limits.window_ends <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.window_ends end
        returning hits, ceil(extract(epoch from (window_ends - now())) * 1000)::int as ttl`
        .execute(db)
        .then(
          ({ rows }) => {
            cb(null, { current: Number(rows[0]!.hits), ttl: Math.max(0, Number(rows[0]!.ttl)) });
            // Now and then, forget windows long over.
            if (Math.random() < 0.001) {
              void sql`delete from rate_limits where window_ends < now() - interval '1 hour'`
                .execute(db)
                .catch(() => undefined);
            }
          },
          (error: Error) => cb(error),
        );
    }

    /** The plugin passes the route's merged limit options, the route under `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(`${String(route?.method ?? '')} ${String(route?.url ?? '')}`);
    }
  };
}

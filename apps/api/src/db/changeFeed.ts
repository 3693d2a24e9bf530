import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../lib/readCache';

/** The channel the database's triggers notify on (migration 0006). */
export const CHANGES_CHANNEL = 'kola_changes';
/** The listener connection's application_name (pg_stat_activity shows it). */
export const CHANGE_FEED_APPLICATION = 'kola-change-feed';

/**
 * The tags a notification names. Payloads: `w:<id>,<id>,…` (the wallets of these members got
 * entries), `a:<type>:<id>` (an account's sessions or state changed), `*` (anything may have
 * changed: a posting too large to list).
 */
export function changedTags(payload: string): string[] | '*' {
  if (payload === '*' || payload === 'w:*') return '*';
  if (payload.startsWith('w:')) {
    return payload
      .slice(2)
      .split(',')
      .filter((id) => /^\d+$/.test(id))
      .map((id) => `w:${id}`);
  }
  if (/^a:(user|admin):\d+$/.test(payload)) return [payload];
  // Unknown: be safe.
  return '*';
}

export interface ChangeFeed {
  /** Resolves once the first LISTEN is in place (or failed; the feed keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps one PostgreSQL connection LISTENing on the change channel and applies every
 * notification to the cache. The cache is enabled only while that connection is up: on any
 * error or end it is disabled (emptied), and the feed reconnects with a growing pause (at most
 * 5 s), enabling the cache again once LISTEN is back.
 */
export function startChangeFeed(options: {
  connectionString: string;
  cache: ReadCache;
  log: FastifyBaseLogger;
}): ChangeFeed {
  const { cache, log } = options;
  let stopped = false;
  let client: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = 100;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const lost = (reason: string) => {
    cache.disable();
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    if (stopped) return;
    log.warn({ reason }, 'change feed lost; read cache off until it is back');
    retry = setTimeout(() => void connect(), pause);
    retry.unref();
    pause = Math.min(pause * 2, 5_000);
  };

  async function connect() {
    retry = null;
    if (stopped) return;
    const pg = (await import('pg')).default;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: CHANGE_FEED_APPLICATION,
    });
    client = next;
    next.on('error', (error) => {
      if (client === next) lost(error.message);
    });
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) cache.invalidate(changedTags(message.payload ?? '*'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped || client !== next) return;
      pause = 100;
      cache.enable();
    } catch (error) {
      if (client === next) lost((error as Error).message);
    } finally {
      markReady();
    }
  }

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.disable();
      const old = client;
      client = null;
      if (old) {
        old.removeAllListeners();
        old.on('error', () => undefined);
        await old.end().catch(() => undefined);
      }
    },
  };
}

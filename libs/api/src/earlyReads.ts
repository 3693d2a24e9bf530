import { createApiClient, type ApiClient, type CreateApiClientOptions } from './client';
import type { ApiError } from './errors';
import { accountUuidStore, tokenStore } from './token';
import type { InitOf, ReadPath } from './contract';

/**
 * Reads started before the page that shows them renders (docs/adr/0019-early-reads.md).
 *
 * On a phone a request costs a round trip of half a second or more, and a browser sends at most
 * six at a time to one host. A page that reads only once the signed-in account has answered
 * waits two round trips or more before its first numbers. An app may instead start the reads a
 * known page will make when the app starts, on the same client; the page's `useQuery` of the
 * same path and parameters then takes the answer in flight instead of asking again. A read
 * started early and not taken within `FRESH_MS` is forgotten, and so is every one at a login or
 * logout (useClearApiCache), so no answer outlives its session or goes stale.
 */

/** A read to start early: a contract path and its parameters, as the page's useQuery passes them. */
export interface EarlyRead {
  path: ReadPath;
  init: object;
}

/** One early read, typed by the contract like useQuery. */
export function earlyRead<P extends ReadPath>(path: P, init: NonNullable<InitOf<'get', P>>): EarlyRead {
  return { path, init: init as object };
}

/** How long an answer started early waits for its page to take it. */
export const FRESH_MS = 10_000;

interface Started {
  at: number;
  answer: Promise<unknown>;
  /** Set once the answer arrived (an error leaves it unset: the page's read takes the rejection). */
  arrived?: { data: unknown };
}

const started = new Map<string, Started>();

/** The same text for the same path and parameters, whatever the order of their keys. */
function keyOf(path: string, init: unknown): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return JSON.stringify([path, sorted(init ?? {})]);
}

/**
 * Sends these reads now on `client` (its token and error handling, as any read); each answer,
 * the envelope's `data` or the ApiError, waits for the page's read of the same key.
 */
export function startEarlyReads(client: ApiClient, reads: readonly EarlyRead[]): void {
  const get = client.GET as unknown as (
    path: string,
    init: unknown,
  ) => Promise<{ data?: { data?: unknown } }>;
  for (const { path, init } of reads) {
    const answer = get(path, init).then((result) => result.data?.data);
    const entry: Started = { at: Date.now(), answer };
    // An error is not kept: never taken (the page changed, the session ended), it must not be unhandled.
    answer.then(
      (data) => {
        entry.arrived = { data };
      },
      () => undefined,
    );
    started.set(keyOf(path, init), entry);
  }
}

/** The answer started early for this read, once (the next read asks the server). */
export function takeEarlyRead(path: string, init: unknown): Promise<unknown> | undefined {
  const key = keyOf(path, init);
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at <= FRESH_MS ? entry.answer : undefined;
}

/**
 * The answer of a read started early, if it has arrived and is fresh, without taking it: a page
 * that mounts after its answer arrived renders with the data at once (useQuery), then takes it.
 */
export function arrivedEarlyRead(path: string, init: unknown): { data: unknown } | undefined {
  const entry = started.get(keyOf(path, init));
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.arrived : undefined;
}

/** Forgets every read started early (a login or logout: none belongs to the next session). */
export function forgetEarlyReads(): void {
  started.clear();
}

/** An app's client, and where the app says what a 401/403 does once its router exists. */
export interface AppClient {
  client: ApiClient;
  onUnauthorized(handler: (error: ApiError) => void): void;
}

export interface AppClientOptions extends Omit<CreateApiClientOptions, 'onUnauthorized' | 'token'> {
  /** The path the app starts on. */
  pathname: string;
  /**
   * The reads the page at `pathname` makes for the signed-in account `uuid`; sent at once when a
   * token and the account's uuid are stored (accountUuidStore).
   */
  earlyReads?: (uuid: string, pathname: string) => readonly EarlyRead[];
}

/**
 * The app's API client, with the reads of the page it starts on already sent. An app calls it in
 * the first module its entry imports, so the reads leave before React, the router and the screens
 * are even evaluated; startApp (and the tests' renderApp) then hand the client to the providers
 * and set what a 401/403 does.
 */
export function startAppClient(options: AppClientOptions): AppClient {
  const { earlyReads, pathname, ...clientOptions } = options;
  let handler: ((error: ApiError) => void) | undefined;
  const client = createApiClient({ ...clientOptions, onUnauthorized: (error) => handler?.(error) });
  const uuid = accountUuidStore.get();
  if (earlyReads && uuid && tokenStore.get() !== null) startEarlyReads(client, earlyReads(uuid, pathname));
  return {
    client,
    onUnauthorized: (next) => {
      handler = next;
    },
  };
}

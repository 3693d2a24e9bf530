import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSWRConfig, type Middleware, type SWRConfiguration, type SWRResponse } from 'swr';
import { createQueryHook } from 'swr-openapi';
import type { ApiClient } from './client';
import type { DataOf, InitOf, ReadPath } from './contract';
import { arrivedEarlyRead, forgetEarlyReads, takeEarlyRead } from './earlyReads';
import type { ApiError } from './errors';

/**
 * The client of the app (AppProviders creates one per app; tests and stories hand it a stub fetch)
 * and the contract-typed SWR read that swr-openapi builds from it, once per client.
 */
interface ApiContextValue {
  client: ApiClient;
  useContractQuery: ReturnType<typeof buildQueryHook>;
}

/** Every SWR key of the API starts with this, then the contract path: ['api', path, init]. */
export const API_KEY_PREFIX = 'api';

const buildQueryHook = (client: ApiClient) => createQueryHook(client, API_KEY_PREFIX);

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const value = useMemo(() => ({ client, useContractQuery: buildQueryHook(client) }), [client]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('The API hooks need an <ApiProvider>');
  return value;
}

export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** SWR keys all start with "api" then the contract path, so a path or the prefix can be revalidated or cleared at once. */
export type QueryKey = readonly ['api', string, ...unknown[]];

/** The request options of a read (params.path, params.query), or null to wait (e.g. until a uuid is known). */
export type ReadInit<P extends ReadPath> = InitOf<'get', P>;
/** What a read of `P` holds: the `data` of the contract's success envelope. */
export type ReadData<P extends ReadPath> = DataOf<'get', P>;

type ReadArgs<P extends ReadPath> =
  undefined extends ReadInit<P>
    ? [init?: ReadInit<P> | null, config?: SWRConfiguration<ReadData<P>, ApiError>]
    : [init: ReadInit<P> | null, config?: SWRConfiguration<ReadData<P>, ApiError>];

type Fetcher = (...args: unknown[]) => Promise<unknown>;
type NextHook = (key: unknown, fetcher: Fetcher | null, config: unknown) => unknown;

/**
 * The envelope `{ success, message, data }` is unwrapped once, in the fetcher, so the cache and
 * every read hold the operation's `data`.
 */
const unwrapEnvelope = ((useSWRNext: NextHook) => (key: unknown, fetcher: Fetcher | null, config: unknown) =>
  useSWRNext(
    key,
    fetcher &&
      (async (...args: unknown[]) => {
        // The app may have sent this very read when it started (earlyReads.ts): take that answer.
        const early = isApiKey(key) ? takeEarlyRead(key[1], key[2]) : undefined;
        if (early) return early;
        const answer = (await fetcher(...args)) as { data?: unknown } | null | undefined;
        return answer?.data;
      }),
    config,
  )) as unknown as Middleware;

/**
 * A read of the contract through SWR (swr-openapi's useQuery on the provider's client): the path
 * as the contract writes it, its parameters typed by the operation, the envelope's `data` as
 * `data`, an ApiError (with the message to show) as `error`. `null` as init waits. Keys are
 * ['api', path, init]. No retry on error (a screen shows the error and a retry button).
 *
 *     useQuery('/bonuses/{uuid}/wallet-balance', { params: { path: { uuid } } })
 */
export function useQuery<P extends ReadPath>(
  path: P,
  ...[init, config]: ReadArgs<P>
): SWRResponse<ReadData<P>, ApiError> {
  const { useContractQuery } = useApiContext();
  // One key per read whether the caller passed nothing or {} (so both share the cache).
  const normalized = init === null ? null : (init ?? {});
  const early = useArrivedEarlyRead(path, normalized);
  const query = useContractQuery as unknown as (
    path: string,
    init: unknown,
    config: SWRConfiguration,
  ) => SWRResponse<ReadData<P>, ApiError>;
  const result = query(path, normalized, {
    shouldRetryOnError: false,
    // An answer started early that has arrived: the first render shows it, no request on mount.
    ...(early ? { fallbackData: early.data, revalidateOnMount: false } : {}),
    ...config,
    use: [unwrapEnvelope, ...(config?.use ?? [])],
  } as SWRConfiguration);
  useAskAgainWhenStranded(normalized === null ? null : [API_KEY_PREFIX, path, normalized], result);
  return result;
}

/**
 * The answer of this read started early (earlyReads.ts), if it arrived before this read mounted:
 * kept for this read's whole life (SWR takes fallback data only while its cache is empty), and
 * taken from the early reads once mounted, so a later revalidation asks the server.
 */
function useArrivedEarlyRead(path: string, init: unknown): { data: unknown } | undefined {
  const hash = init === null ? null : JSON.stringify([path, init]);
  const [mounted] = useState(() => ({
    hash,
    arrived: init === null ? undefined : arrivedEarlyRead(path, init),
  }));
  useEffect(() => {
    if (mounted.arrived) takeEarlyRead(path, init);
    // Once, on mount: the answer belongs to the read that mounted with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Only for the key it arrived for (a read whose parameters change reads the new ones).
  return mounted.hash === hash ? mounted.arrived : undefined;
}

/** `{ params: { path: { uuid } } }` once the uuid is known, null (wait) before. */
export function byUuid(uuid: string | null | undefined): { params: { path: { uuid: string } } } | null {
  return uuid ? { params: { path: { uuid } } } : null;
}

/** `{ params: { path: { id } } }` once the id is known, null (wait) before. */
export function byId(id: number | null | undefined): { params: { path: { id: number } } } | null {
  return id === null || id === undefined ? null : { params: { path: { id } } };
}

/**
 * SWR dedupes a read onto a request of the same key started in the last 2 s; when the cache was
 * cleared meanwhile (useClearApiCache at login), SWR discards that request's answer, and the read
 * is left with no data, no error and nothing in flight. Such a read asks again, once per key.
 */
function useAskAgainWhenStranded(
  key: QueryKey | null,
  result: { data: unknown; error: unknown; isValidating: boolean; mutate: () => Promise<unknown> },
) {
  const stranded =
    key !== null && result.data === undefined && result.error === undefined && !result.isValidating;
  const hash = key === null ? '' : JSON.stringify(key);
  const latest = useRef({ stranded, hash });
  latest.current = { stranded, hash };
  const askedFor = useRef<string | null>(null);
  const { mutate } = result;
  useEffect(() => {
    if (!stranded) return undefined;
    // On the first render nothing is in flight yet either: wait until SWR had its turn.
    const timer = setTimeout(() => {
      const now = latest.current;
      if (!now.stranded || askedFor.current === now.hash) return;
      askedFor.current = now.hash;
      void mutate();
    }, 0);
    return () => clearTimeout(timer);
  }, [stranded, mutate]);
}

/** GET /auth/user: the signed-in member (the sign-in guard of member-web). */
export function useAuthUser(enabled = true) {
  return useQuery('/auth/user', enabled ? {} : null);
}

/** GET /auth/admin: the signed-in administrator (the sign-in guard of admin-web). */
export function useAuthAdmin(enabled = true) {
  return useQuery('/auth/admin', enabled ? {} : null);
}

/** GET /packages/all: every registration package, cheapest first (register page, back-office packages). */
export function usePackages(enabled = true) {
  return useQuery('/packages/all', enabled ? {} : null);
}

const isApiKey = (key: unknown): key is QueryKey =>
  Array.isArray(key) && key[0] === API_KEY_PREFIX && typeof key[1] === 'string';

/** Forget every cached API read (after a login or logout, so no other account's data lingers). */
export function useClearApiCache(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    forgetEarlyReads();
    await mutate(isApiKey, undefined, { revalidate: false });
  }, [mutate]);
}

/**
 * Revalidates every cached read whose contract path matches (keys are ['api', path, ...]) and
 * waits for them; a read that fails again keeps its error for its screen, it does not fail the caller.
 */
export function useRevalidateReads(): (match: (path: ReadPath) => boolean) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (match) => {
      try {
        // No data argument: SWR then only revalidates and keeps showing the current data.
        await mutate((key) => isApiKey(key) && match(key[1] as ReadPath));
      } catch {
        // Each read shows its own error.
      }
    },
    [mutate],
  );
}

import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider>');
  return client;
}

/** SWR keys all start with "api" so a prefix can be revalidated or cleared at once. */
export type QueryKey = readonly ['api', string, ...unknown[]];

/**
 * Read through SWR. `fetcher` receives the client and returns the envelope's data; pass
 * `null` as key to wait (e.g. until a uuid is known).
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  fetcher: (client: ApiClient) => Promise<T>,
  config?: SWRConfiguration<T>,
) {
  const client = useApiClient();
  const result = useSWR<T>(key, () => fetcher(client), { shouldRetryOnError: false, ...config });
  useAskAgainWhenStranded(key, result);
  return result;
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
  const latest = useRef({ stranded, hash: key === null ? '' : JSON.stringify(key) });
  latest.current = { stranded, hash: key === null ? '' : JSON.stringify(key) };
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

export function useAuthUser(enabled = true) {
  return useApiQuery(enabled ? (['api', '/auth/user'] as const) : null, async (api) => {
    const { data } = await api.GET('/auth/user');
    return data!.data;
  });
}

export function useAuthAdmin(enabled = true) {
  return useApiQuery(enabled ? (['api', '/auth/admin'] as const) : null, async (api) => {
    const { data } = await api.GET('/auth/admin');
    return data!.data;
  });
}

/** Forget every cached API read (after a login or logout, so no other account's data lingers). */
export function useClearApiCache(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);
}

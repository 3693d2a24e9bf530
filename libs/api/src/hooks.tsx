import { createContext, useCallback, useContext, type ReactNode } from 'react';
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
  return useSWR<T>(key, () => fetcher(client), { shouldRetryOnError: false, ...config });
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

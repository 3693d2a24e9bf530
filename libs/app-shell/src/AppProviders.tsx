import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiProvider, createApiClient, type ApiClient } from '@kola/api';
import { UiProvider } from '@kola/ui';

export interface AppProvidersProps {
  children: ReactNode;
  /** Called after any 401/403 (the token is already cleared): go to the login screen. */
  onUnauthorized: () => void;
  /** Where the API lives; same origin by default. */
  baseUrl?: string;
  /** Tests inject a stub. */
  fetch?: typeof globalThis.fetch;
  /** The client the app made itself (startApp, to start reads early); `baseUrl` and `fetch` are then unused. */
  client?: ApiClient;
}

/** Theme, toasts, the SWR cache and the typed API client. */
export function AppProviders({
  children,
  onUnauthorized,
  baseUrl = '/api',
  fetch,
  client: given,
}: AppProvidersProps) {
  const client = useMemo(
    () => given ?? createApiClient({ baseUrl, onUnauthorized, ...(fetch ? { fetch } : {}) }),
    [given, baseUrl, fetch, onUnauthorized],
  );
  return (
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    </UiProvider>
  );
}

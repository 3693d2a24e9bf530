import {
  accountUuidStore,
  createApiClient,
  startEarlyReads,
  tokenStore,
  type ApiClient,
  type CreateApiClientOptions,
  type EarlyRead,
} from '@kola/api';

export interface StartAppOptions {
  /**
   * The reads the page at `pathname` makes for the signed-in account `uuid`, started before
   * anything renders (docs/adr/0019-early-reads.md); asked only with a stored token and the
   * remembered account uuid.
   */
  earlyReads?: (uuid: string, pathname: string) => readonly EarlyRead[];
}

/**
 * The app's API client, with the reads of the page at `pathname` already sent when a session is
 * stored (StartAppOptions.earlyReads). startApp and the tests' renderApp both start this way.
 */
export function createAppClient(
  options: CreateApiClientOptions & StartAppOptions & { pathname: string },
): ApiClient {
  const { earlyReads, pathname, ...clientOptions } = options;
  const client = createApiClient(clientOptions);
  const uuid = accountUuidStore.get();
  if (earlyReads && uuid && tokenStore.get() !== null) startEarlyReads(client, earlyReads(uuid, pathname));
  return client;
}

import { startAppClient } from '@kola/api';
import { memberEarlyReads } from './earlyReads';

/**
 * The first module main.tsx imports, so it runs before React, the router and the screens are
 * evaluated: member-web's client, with the reads of the page it opens on already sent
 * (docs/adr/0019-early-reads.md). It imports only libs/api and the paths.
 */
export const app = startAppClient({
  baseUrl: '/api',
  pathname: window.location.pathname,
  earlyReads: memberEarlyReads,
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAppClient, type AppClient } from '@kola/api';
import './fonts';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './routing';

/**
 * Renders an app into #root: its router inside the providers, logging out on any 401/403. `app`
 * is the client the app started in its first module (startAppClient, with the page's early reads:
 * docs/adr/0019-early-reads.md); without one, a plain client.
 */
export function startApp(
  router: AppRouter,
  logoutOnUnauthorized: (router: AppRouter) => () => void,
  app: AppClient = startAppClient({ baseUrl: '/api', pathname: window.location.pathname }),
) {
  const onUnauthorized = logoutOnUnauthorized(router);
  app.onUnauthorized(onUnauthorized);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={app.client} onUnauthorized={onUnauthorized}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

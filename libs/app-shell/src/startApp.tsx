import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { startAppClient, type AppClient } from '@kola/api';
import './fonts';
import { AppProviders } from './AppProviders';
import { AppRoutes, createAppNavigation } from './AppRoutes';
import type { AppNavigation } from './routing';

/**
 * Renders an app into #root: its route table in a BrowserRouter inside the providers, logging out
 * on any 401/403. `app` is the client the app started in its first module (startAppClient, with
 * the page's early reads: docs/adr/0019-early-reads.md); without one, a plain client.
 */
export function startApp(
  routes: RouteObject[],
  logoutOnUnauthorized: (navigation: AppNavigation) => () => void,
  app: AppClient = startAppClient({ baseUrl: '/api', pathname: window.location.pathname }),
) {
  const navigation = createAppNavigation(window.location.pathname + window.location.search);
  const onUnauthorized = logoutOnUnauthorized(navigation);
  app.onUnauthorized(onUnauthorized);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={app.client} onUnauthorized={onUnauthorized}>
        <BrowserRouter>
          <AppRoutes routes={routes} navigation={navigation} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

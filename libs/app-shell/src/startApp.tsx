import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './fonts';
import { createAppClient, type StartAppOptions } from './appClient';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './routing';

/** Renders an app into #root: its router inside the providers, logging out on any 401/403. */
export function startApp(
  router: AppRouter,
  logoutOnUnauthorized: (router: AppRouter) => () => void,
  options: StartAppOptions = {},
) {
  const onUnauthorized = logoutOnUnauthorized(router);
  const client = createAppClient({
    baseUrl: '/api',
    onUnauthorized,
    pathname: window.location.pathname,
    ...options,
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={client} onUnauthorized={onUnauthorized}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

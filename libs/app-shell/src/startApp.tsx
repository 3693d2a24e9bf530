import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './fonts';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './routing';

/** Renders an app into #root: its router inside the providers, logging out on any 401/403. */
export function startApp(router: AppRouter, logoutOnUnauthorized: (router: AppRouter) => () => void) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders onUnauthorized={logoutOnUnauthorized(router)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

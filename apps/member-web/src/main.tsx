import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createRouter, logoutOnUnauthorized } from './router';

const router = createRouter();
const onUnauthorized = logoutOnUnauthorized(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders onUnauthorized={onUnauthorized}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

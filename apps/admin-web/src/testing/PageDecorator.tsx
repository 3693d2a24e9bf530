import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { loginTokenStore, tokenStore } from '@kola/api';
import { AppProviders } from '../AppProviders';
import { logoutOnUnauthorized, routes } from '../router';
import { stubFetch, type StubRoutes } from '@kola/api/testing';
import { storyRoutes, type PageRoute, type PageSession } from './pageStory';

export { fail, ok, pending } from './pageStory';
export type { PageRoute, PageSession, StubRoutes } from './pageStory';

/**
 * Page stories' decorator: the story's page at `parameters.route.path` of the real route table
 * (inside its layout/guard routes), on a memory router at `parameters.route.url`, with the app's
 * providers around it and the API answered by `parameters.api` (a stub fetch: "METHOD /path").
 * `parameters.session` puts a session token / 2FA login token in storage before the first render.
 */
export const PageDecorator: Decorator = (Story, { parameters }) => {
  const route = parameters['route'] as PageRoute;
  const [page] = useState(() => {
    applySession(parameters['session'] as PageSession | undefined);
    const { fetch } = stubFetch(parameters['api'] as StubRoutes | undefined);
    const router = createMemoryRouter(storyRoutes(routes, route.path, <Story />), {
      initialEntries: [route.url ?? route.path],
    });
    return { fetch, router, onUnauthorized: logoutOnUnauthorized(router) };
  });
  return (
    <AppProviders baseUrl="/api" fetch={page.fetch} onUnauthorized={page.onUnauthorized}>
      <RouterProvider router={page.router} />
    </AppProviders>
  );
};

function applySession(session: PageSession = {}) {
  tokenStore.clear();
  loginTokenStore.clear();
  if (session.token) tokenStore.set(session.token);
  if (session.loginToken) loginTokenStore.set(session.loginToken);
}

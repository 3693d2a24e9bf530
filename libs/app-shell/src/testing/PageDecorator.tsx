import { useState } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { loginTokenStore, tokenStore } from '@kola/api';
import { stubFetch, type StubRoutes } from '@kola/api/testing';
import { AppProviders } from '../AppProviders';
import { AppRoutes, createAppNavigation } from '../AppRoutes';
import type { AppNavigation } from '../routing';
import { storyRoutes, type PageRoute, type PageSession } from './storyRoutes';

/** What the page stories and tests of an app need of it: its route table and its logout on 401/403. */
export interface AppUnderTest {
  routes: RouteObject[];
  logoutOnUnauthorized: (navigation: AppNavigation) => () => void;
}

/**
 * Page stories' decorator for an app: the story's page at `parameters.route.path` of the app's
 * real route table (inside its layout/guard routes), in a memory router at `parameters.route.url`,
 * with the providers around it and the API answered by `parameters.api` (a stub fetch: "METHOD
 * /path"). `parameters.session` puts a session token / 2FA login token in storage before the
 * first render.
 */
export function createPageDecorator({ routes, logoutOnUnauthorized }: AppUnderTest): Decorator {
  return (Story, { parameters }) => {
    const route = parameters['route'] as PageRoute;
    const [page] = useState(() => {
      applySession(parameters['session'] as PageSession | undefined);
      const { fetch } = stubFetch(parameters['api'] as StubRoutes | undefined);
      const url = route.url ?? route.path;
      const navigation = createAppNavigation(url);
      return {
        fetch,
        url,
        routes: storyRoutes(routes, route.path, <Story />),
        navigation,
        onUnauthorized: logoutOnUnauthorized(navigation),
      };
    });
    return (
      <AppProviders baseUrl="/api" fetch={page.fetch} onUnauthorized={page.onUnauthorized}>
        <MemoryRouter initialEntries={[page.url]}>
          <AppRoutes routes={page.routes} navigation={page.navigation} />
        </MemoryRouter>
      </AppProviders>
    );
  };
}

function applySession(session: PageSession = {}) {
  tokenStore.clear();
  loginTokenStore.clear();
  if (session.token) tokenStore.set(session.token);
  if (session.loginToken) loginTokenStore.set(session.loginToken);
}

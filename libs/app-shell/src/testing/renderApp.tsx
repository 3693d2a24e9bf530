import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch, type StubRoutes } from '@kola/api/testing';
import { AppProviders } from '../AppProviders';
import { createAppClient, type StartAppOptions } from '../appClient';
import type { AppUnderTest } from './PageDecorator';

/**
 * `renderApp(initialPath, stubs)` for an app: renders its real route table in memory with a stub
 * fetch (see stubFetch in @kola/api/testing), and returns the view, the router, a user-event
 * session and the recorded calls.
 */
export function createRenderApp({ routes, logoutOnUnauthorized }: AppUnderTest) {
  return function renderApp(initialPath: string, stubs: StubRoutes = {}, options: StartAppOptions = {}) {
    const { fetch, calls, bodyOf } = stubFetch(stubs);
    const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
    const user = userEvent.setup();
    const onUnauthorized = logoutOnUnauthorized(router);
    // As startApp: the client, with the page's early reads sent (options.earlyReads) before rendering.
    const client = createAppClient({
      baseUrl: 'http://localhost/api',
      fetch,
      onUnauthorized,
      pathname: new URL(initialPath, 'http://localhost').pathname,
      ...options,
    });
    const view = render(
      <AppProviders client={client} onUnauthorized={onUnauthorized}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { ...view, router, fetch, user, calls, bodyOf };
  };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { startAppClient, type AppClientOptions } from '@kola/api';
import { stubFetch, type StubRoutes } from '@kola/api/testing';
import { AppProviders } from '../AppProviders';
import { AppRoutes, createAppNavigation } from '../AppRoutes';
import type { AppUnderTest } from './PageDecorator';

/**
 * `renderApp(initialPath, stubs)` for an app: renders its real route table in a memory router with
 * a stub fetch (see stubFetch in @kola/api/testing), and returns the view, the app's navigation
 * (`navigation.location` is the location on screen), a user-event session and the recorded calls.
 */
export function createRenderApp({ routes, logoutOnUnauthorized }: AppUnderTest) {
  return function renderApp(
    initialPath: string,
    stubs: StubRoutes = {},
    options: Pick<AppClientOptions, 'earlyReads'> = {},
  ) {
    const { fetch, calls, bodyOf } = stubFetch(stubs);
    // As an app starts: the client first, with the page's early reads (options.earlyReads) sent.
    const app = startAppClient({
      baseUrl: 'http://localhost/api',
      fetch,
      pathname: new URL(initialPath, 'http://localhost').pathname,
      ...options,
    });
    const navigation = createAppNavigation(initialPath);
    const user = userEvent.setup();
    const onUnauthorized = logoutOnUnauthorized(navigation);
    app.onUnauthorized(onUnauthorized);
    const view = render(
      <AppProviders client={app.client} onUnauthorized={onUnauthorized}>
        <MemoryRouter initialEntries={[initialPath]}>
          <AppRoutes routes={routes} navigation={navigation} />
        </MemoryRouter>
      </AppProviders>,
    );
    return { ...view, navigation, fetch, user, calls, bodyOf };
  };
}

import { createRenderApp } from '@kola/app-shell/testing';
import { logoutOnUnauthorized, routes } from '../router';

export { fail, ok, type StubResponse, type StubRoutes } from '@kola/app-shell/testing';

/** Renders the real admin-web route table in memory with a stub fetch (see stubFetch in @kola/api/testing). */
export const renderApp = createRenderApp({ routes, logoutOnUnauthorized });

import { createPageDecorator } from '@kola/app-shell/testing';
import { logoutOnUnauthorized, routes } from '../router';

export { fail, ok, pending } from '@kola/app-shell/testing';
export type { PageRoute, PageSession, StubRoutes } from '@kola/app-shell/testing';

/**
 * Page stories' decorator: the story's page at `parameters.route.path` of member-web's real route
 * table, with `parameters.api` answering the API and `parameters.session` in storage (see
 * createPageDecorator in @kola/app-shell/testing).
 */
export const PageDecorator = createPageDecorator({ routes, logoutOnUnauthorized });

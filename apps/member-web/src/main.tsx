// boot first: its reads leave before the rest of the app is evaluated.
import { app } from './boot';
import { registerServiceWorker, startApp } from '@kola/app-shell';
import { logoutOnUnauthorized, routes } from './router';

startApp(routes, logoutOnUnauthorized, app);
// The built app only: a returning member's page then comes from the worker's cache
// (docs/adr/0022-service-worker.md); the dev server, Storybook and the tests have no worker.
if (import.meta.env.PROD) registerServiceWorker();

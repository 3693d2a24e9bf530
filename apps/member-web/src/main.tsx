// boot first: its reads leave before the rest of the app is evaluated.
import { app } from './boot';
import { startApp } from '@kola/app-shell';
import { createRouter, logoutOnUnauthorized } from './router';

startApp(createRouter(), logoutOnUnauthorized, app);

import { startApp } from '@kola/app-shell';
import { logoutOnUnauthorized, routes } from './router';

startApp(routes, logoutOnUnauthorized);

import { startApp } from '@kola/app-shell';
import { createRouter, logoutOnUnauthorized } from './router';

startApp(createRouter(), logoutOnUnauthorized);

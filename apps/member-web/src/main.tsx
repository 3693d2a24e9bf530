import { startApp } from '@kola/app-shell';
import { memberEarlyReads } from './earlyReads';
import { createRouter, logoutOnUnauthorized } from './router';

startApp(createRouter(), logoutOnUnauthorized, { earlyReads: memberEarlyReads });

import { appViteConfig } from '@kola/app-shell/vite';

export default appViteConfig({
  port: 5173,
  // The worker answers member-web's pages and files only: never the API, nor admin-web, which
  // the same server serves under /admin-app/ and at /admin-login, /admin/… (apps/api's webApps.ts).
  serviceWorker: { network: ['/api', '/admin'] },
});

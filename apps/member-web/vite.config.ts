import { appViteConfig } from '@kola/app-shell/vite';

export default appViteConfig({
  port: 5173,
  // The worker answers member-web's pages and files only: never the API, nor admin-web, which
  // the same server serves under /admin-app/ and at /admin-login, /admin/… (apps/api's webApps.ts).
  serviceWorker: { network: ['/api', '/admin'] },
  // A signed-in page's code in about six requests instead of about twenty (ADR 0014, "fewer
  // chunks per route").
  sharedChunks: { minShareCount: 5, mergeBelow: 5000 },
});

import { appViteConfig } from '@kola/app-shell/vite';

// The API server serves the built assets under /admin-app/ and answers index.html for
// /admin-login, /admin-reset-password, /admin-two-factor-auth and /admin/*. The dev server
// serves from / so those same paths open directly.
export default appViteConfig({
  port: 5174,
  buildBase: '/admin-app/',
  // What at least twelve of the back office's lazy modules share, in one chunk (ADR 0014, "fewer
  // chunks per route"); sharing it more widely takes the member detail's tabs over their budget.
  sharedChunks: { minShareCount: 12 },
});

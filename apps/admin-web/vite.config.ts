import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(dirname, '../..');

/** The workspace libraries resolve to their sources, linked by npm or not. */
const kolaAliases = [
  { find: /^@kola\/([a-z-]+)$/, replacement: path.join(workspaceRoot, 'libs/$1/src/index.ts') },
];

export default defineConfig(({ command }) => ({
  // The API server serves the built assets under /admin-app/ and answers index.html for
  // /admin-login, /admin-reset-password, /admin-two-factor-auth and /admin/*. The dev server
  // serves from / so those same paths open directly.
  base: command === 'build' ? '/admin-app/' : '/',
  plugins: [react()],
  resolve: { alias: kolaAliases },
  server: {
    port: 5174,
    fs: { allow: [workspaceRoot] },
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @kola/ui's modules only define components and styled consts; importing one has no side
      // effect. Saying so lets the bundler drop the parts a chunk does not use (dialogs, tabs…)
      // from the login screen's initial JS. (libs/ui could declare "sideEffects" itself.)
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]ui[\\/]src[\\/].*\.tsx?$/.test(id) },
    },
  },
}));

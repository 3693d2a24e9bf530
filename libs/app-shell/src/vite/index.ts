import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Rolldown, type UserConfigFnObject } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { serviceWorker, type ServiceWorkerOptions } from './serviceWorker.ts';
// Test tooling, not a library: the Chromium of every browser test, kept beside the Storybook config.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { browserTestDeps, chromium } from '../../../../.storybook/chromium.ts';
import { defineConfig as defineVitestConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/** The workspace root (this file is libs/app-shell/src/vite/index.ts). */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The workspace libraries resolve to their sources, linked by npm or not (as .storybook/aliases.ts):
 * `@kola/x/testing` → libs/x/src/testing/index.ts, `@kola/x` → libs/x/src/index.ts.
 */
export const kolaAliases: Alias[] = [
  {
    find: /^@kola\/([a-z-]+)\/testing$/,
    replacement: path.join(workspaceRoot, 'libs/$1/src/testing/index.ts'),
  },
  // The app's route helpers alone (an app's first module imports them without the whole shell).
  {
    find: /^@kola\/app-shell\/routing$/,
    replacement: path.join(workspaceRoot, 'libs/app-shell/src/routing.ts'),
  },
  { find: /^@kola\/([a-z-]+)$/, replacement: path.join(workspaceRoot, 'libs/$1/src/index.ts') },
];

/**
 * What every page of both apps loads, the sign-in screens included, as one chunk of the build
 * (docs/adr/0014-static-delivery.md): the libraries (React, React Router, styled-components, SWR
 * and openapi-fetch, react-hook-form, Radix's Slot, with what they import) and @kola/api's client
 * core (the client, its errors, tokens, early reads, read and write hooks). Compressed together
 * they are smaller than in the chunks the automatic split makes of them, whose number grows with
 * every module that a page and a part loaded on demand share.
 */
export function loadedByEveryPage(id: string): boolean {
  return (
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|swr|swr-openapi|openapi-fetch|dequal|use-sync-external-store|react-hook-form|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/.test(
      id,
    ) || /[\\/]libs[\\/]api[\\/]src[\\/](client|errors|token|earlyReads|hooks|mutation)\.tsx?$/.test(id)
  );
}

/**
 * React Router's production build, for `vite build`: the package's exports name its development
 * build for every import (remix-run/react-router#14102), which warns in the browser and weighs
 * about 0.5 kB of gzip more on every page.
 */
const reactRouterProduction: Alias[] = [
  {
    find: /^react-router$/,
    replacement: path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export interface AppViteOptions {
  /** The dev server's port (member-web 5173, admin-web 5174). */
  port: number;
  /** Where the API server serves the built assets; the dev server always serves from /. */
  buildBase?: string;
  /**
   * Writes the app's service worker (`sw.js`) into the build (docs/adr/0022-service-worker.md);
   * the app registers it in production builds. member-web only.
   */
  serviceWorker?: ServiceWorkerOptions;
  /**
   * The signed-in pages' shared code in fewer, larger chunks (docs/adr/0014-static-delivery.md,
   * amendment "fewer chunks per route"): without it the bundler cuts every module that two lazy
   * pages share into a chunk of its own, and a page waits for about twenty of them, six at a time
   * over HTTP/1.1. Tuned per app against its budgets (`tools/check-budgets.mjs`).
   */
  sharedChunks?: SharedChunksOptions;
}

export interface SharedChunksOptions {
  /** A module that at least this many lazy modules (pages, layouts, parts) load goes into one `shared` chunk. */
  minShareCount: number;
  /**
   * The modules that fewer pages share are grouped by the pages that load them, and a group
   * smaller than this many bytes (before minification) joins its closest neighbour
   * (rolldown's `entriesAware` and `entriesAwareMergeThreshold`). Unset: left to the automatic split.
   */
  mergeBelow?: number;
}

/**
 * The `codeSplitting` groups of a build, the first matching group (by priority) taking a module:
 * - `libs`: what every page loads (loadedByEveryPage), one chunk, cached across releases of the app;
 * - the rest of the first load (rolldown's `$initial` tag: what the entry imports statically) in
 *   the entry chunk itself, instead of chunks it shares with lazy pages; it also keeps the groups
 *   below out of the sign-in pages' first load;
 * - with `sharedChunks`: what many lazy pages share in one `shared` chunk, and what a few share in
 *   `parts~<pages>` chunks merged up to `mergeBelow` bytes.
 */
export function codeSplittingGroups(shared?: SharedChunksOptions): Rolldown.CodeSplittingGroup[] {
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'libs', test: loadedByEveryPage, priority: 2 },
    { name: 'index', tags: ['$initial'], priority: 1 },
  ];
  if (shared) {
    groups.push({ name: 'shared', minShareCount: shared.minShareCount });
    if (shared.mergeBelow !== undefined) {
      groups.push({
        name: 'parts',
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: shared.mergeBelow,
      });
    }
  }
  return groups;
}

export { serviceWorker, serviceWorkerSource, kolaServiceWorker, CACHE_PREFIX } from './serviceWorker.ts';
export type { ServiceWorkerOptions, WorkerConfig } from './serviceWorker.ts';

/**
 * docs/adr/0014-static-delivery.md: every text file of the build gets a `.br` (quality 11) and a
 * `.gz` (level 9) sibling, made once at build time; the server sends the one the request accepts.
 * Fonts (woff2) and images are compressed already. A sibling that would not be smaller is skipped.
 */
export function precompress() {
  return compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
    exclude: /manifest\.json$/,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}

/** The Vite config of a web app: React, the @kola/* sources, the dev server with its /api proxy, the build. */
export function appViteConfig({
  port,
  buildBase = '/',
  serviceWorker: worker,
  sharedChunks,
}: AppViteOptions): UserConfigFnObject {
  return defineConfig(({ command }) => ({
    base: command === 'build' ? buildBase : '/',
    plugins: [
      react(),
      command === 'build' && worker && serviceWorker(worker),
      command === 'build' && precompress(),
    ],
    resolve: { alias: command === 'build' ? [...kolaAliases, ...reactRouterProduction] : kolaAliases },
    server: {
      port,
      fs: { allow: [workspaceRoot] },
      proxy: { '/api': process.env['API_URL'] ?? 'http://127.0.0.1:3000' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: which chunks each route loads, read by tools/check-budgets.mjs.
      manifest: true,
      rolldownOptions: {
        // @kola/ui's and @kola/app-shell's modules only define components, hooks and styled
        // consts, @kola/api's the client, its hooks and flows, and @kola/domain's pure functions,
        // constants and the contract's schemas; importing one has no side effect. Saying so lets
        // the bundler drop the parts a chunk does not use (dialogs, tabs, the signed-in frame…, the
        // money and profile flows from the sign-in screens, and zod with the contract's schemas
        // from a page that only formats naira) from the routes' initial JS. (The libraries could
        // declare "sideEffects" themselves.)
        treeshake: {
          // (fonts.ts is the exception: importing it is what loads the brand font.)
          moduleSideEffects: (id: string) =>
            !/[\\/]libs[\\/](ui|app-shell|domain|api)[\\/]src[\\/].*\.tsx?$/.test(id) ||
            /[\\/]fonts\.ts$/.test(id),
        },
        output: {
          codeSplitting: { groups: codeSplittingGroups(sharedChunks) },
        },
      },
    },
  }));
}

/** The jsdom test settings of this library's own tests (the apps' page tests run in Chromium). */
export const appTestConfig: ViteUserConfig = {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: [path.join(workspaceRoot, 'libs/app-shell/src/vite/vitest.setup.ts')],
    testTimeout: 60_000,
  },
};

/**
 * A web app's page tests run in Chromium, as its stories do (README, "Where the UI tests run"):
 * the real layout, styles and events, and faster than jsdom on these pages (member-web's 18 files:
 * 152 s in jsdom, 66 s in Chromium, on the same busy machine).
 */
const appBrowserTestConfig: ViteUserConfig = {
  optimizeDeps: browserTestDeps,
  test: {
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: [path.join(workspaceRoot, 'libs/app-shell/src/vite/vitest.setup.ts')],
    // A page test loads the lazy route's code and several reads; a busy machine needs more than 5 s.
    testTimeout: 60_000,
    // The files share their page's modules instead of loading React, the app and the libraries
    // again in a fresh iframe each (member-web: 73.6 s → 55.2 s); each test renders its own app
    // and `vitest.setup.ts` undoes what a test leaves behind (storage, spies, stubbed globals).
    isolate: false,
    browser: chromium(),
  },
};

/** A web app's Vitest config: its Vite config (as `vite build` sees it) plus the page tests in Chromium. */
export function appVitestConfig(viteConfig: UserConfigFnObject) {
  return defineVitestConfig((env) => {
    const app = viteConfig(env);
    // No /api proxy under test: every call is answered by the page test's stub fetch, and a
    // frame the page opens (the sandbox checkout) gets the dev server's 404, not a refused proxy.
    return mergeConfig({ ...app, server: { ...app.server, proxy: {} } }, appBrowserTestConfig);
  });
}

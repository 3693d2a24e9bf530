import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(dirname, '../..');

// @kola/* straight to the sources (same as .storybook/aliases.ts), whether or not npm has
// linked the workspaces into node_modules.
const kolaAliases = [
  {
    find: /^@kola\/([a-z-]+)\/testing$/,
    replacement: path.join(workspaceRoot, 'libs/$1/src/testing/index.ts'),
  },
  { find: /^@kola\/([a-z-]+)$/, replacement: path.join(workspaceRoot, 'libs/$1/src/index.ts') },
];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Dialogs skip their fade-in, so a check right after opening never sees opacity 0.
  '--force-prefers-reduced-motion',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: kolaAliases },
  server: { fs: { allow: [workspaceRoot] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
          // One jsdom per worker instead of per file: the files clean up after every test.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // Runs every story found by the root Storybook (libs/ui and apps/*) as a browser test.
        plugins: [storybookTest({ configDir: path.join(workspaceRoot, '.storybook') })],
        // Pre-bundle what stories import so Vite never re-optimises (and reloads) mid-run.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'styled-components',
            '@radix-ui/react-dialog',
            '@radix-ui/react-slot',
            '@radix-ui/react-tabs',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'axe-core',
            'react-router-dom',
            // The page stories of apps/* reach the API client and SWR.
            'swr',
            'openapi-fetch',
            // Charts and the virtualised lists of the screen pieces.
            'recharts',
            'react-window',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Four story files at once in Chromium (two by default on this 2-core machine): a story
          // test mostly waits (page setup, rendering, play steps), so two left the cores idle
          // (the storybook project alone: 158 s → 116 s). Vitest runs projects with different
          // worker counts in turn: the stories first, then the jsdom tests.
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

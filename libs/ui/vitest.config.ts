import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Test tooling, not a library: the Chromium of every browser test, kept beside the Storybook config.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { browserTestDeps, chromium } from '../../.storybook/chromium.ts';

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

// A test file that renders stories (composeStories) runs in Chromium, like the stories
// themselves, so every story renders in one environment (README, "Working on one part");
// a test of pure logic (no composeStories) stays in jsdom.
const testFiles = readdirSync(path.join(dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
const rendersStories = (file: string) =>
  /\bcomposeStor(y|ies)\b/.test(readFileSync(path.join(dirname, file), 'utf8'));
const componentTests = testFiles.filter(rendersStories);
const logicTests = testFiles.filter((file) => !rendersStories(file));

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
          include: logicTests,
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
        optimizeDeps: browserTestDeps,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Four story files at once in Chromium (two by default on this 2-core machine): a story
          // test mostly waits (page setup, rendering, play steps), so two left the cores idle
          // (the storybook project alone: 158 s → 116 s). Vitest runs projects with different
          // worker counts in turn: the stories first, then the jsdom tests.
          maxWorkers: 4,
          // Story files share their page's modules instead of loading React, styled-components,
          // axe-core and the preview again in a fresh iframe each (README, "What keeps the other
          // tests fast"): Storybook unmounts every story, and each story's decorators give it its
          // own API stub and session.
          isolate: false,
          sequence: { groupOrder: 0 },
          browser: chromium(),
        },
      },
      {
        extends: true,
        optimizeDeps: browserTestDeps,
        test: {
          name: 'components',
          include: componentTests,
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
          maxWorkers: 4,
          // As the stories; vitest.setup.ts undoes what a test stubs.
          isolate: false,
          sequence: { groupOrder: 0 },
          browser: chromium(),
        },
      },
    ],
  },
});

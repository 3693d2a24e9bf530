import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Resolve the workspace packages (@kola/*) straight to their sources, so Storybook and the
 * vitest projects work whether or not npm has linked the workspaces into node_modules.
 */
export const kolaAliases = [
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

import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { appTestConfig, kolaAliases, workspaceRoot } from './src/vite/index.ts';

export default mergeConfig(
  defineConfig({
    plugins: [react()],
    resolve: { alias: kolaAliases },
    server: { fs: { allow: [workspaceRoot] } },
  }),
  appTestConfig,
);

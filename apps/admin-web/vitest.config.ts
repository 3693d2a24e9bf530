import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts?(x)'],
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 20_000,
    },
  }),
);

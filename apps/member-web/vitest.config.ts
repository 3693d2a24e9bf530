import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts?(x)'],
      setupFiles: ['./vitest.setup.ts'],
      // A page test loads the lazy route's code and several reads; a busy machine needs more than 5 s.
      testTimeout: 20_000,
    },
  }),
);

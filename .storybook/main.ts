import type { StorybookConfig } from '@storybook/react-vite';
import { kolaAliases } from './aliases.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../libs/ui/src/**/*.stories.@(ts|tsx)',
    '../libs/app-shell/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const existing = viteConfig.resolve?.alias;
    const aliasList = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({
          find,
          replacement: String(replacement),
        }));
    const previousOnwarn = viteConfig.build?.rolldownOptions?.onwarn;
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, alias: [...kolaAliases, ...aliasList] },
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          // Radix ships "use client" directives; they are meaningless in a client-only bundle.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previousOnwarn) previousOnwarn(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;

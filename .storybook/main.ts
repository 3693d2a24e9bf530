import type { StorybookConfig } from '@storybook/react-vite';
import { kolaAliases } from './aliases.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const existing = viteConfig.resolve?.alias;
    const aliasList = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    return { ...viteConfig, resolve: { ...viteConfig.resolve, alias: [...kolaAliases, ...aliasList] } };
  },
};

export default config;

import { appVitestConfig } from '@kola/app-shell/vite';
import viteConfig from './vite.config.ts';

export default appVitestConfig(viteConfig);

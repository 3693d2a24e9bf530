import { appViteConfig } from '@kola/app-shell/vite';

export default appViteConfig({ port: 5173 });

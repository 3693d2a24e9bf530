import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appViteConfig, workspaceRoot } from './index';

describe('given the web apps’ Vite config', () => {
  it('serves from / in dev and from the build base once built, on the app’s port', async () => {
    const config = appViteConfig({ port: 5174, buildBase: '/admin-app/' });
    const dev = await config({ command: 'serve', mode: 'development' });
    const build = await config({ command: 'build', mode: 'production' });
    expect(dev.base).toBe('/');
    expect(build.base).toBe('/admin-app/');
    expect(dev.server?.port).toBe(5174);
  });

  it('finds the workspace root (where the libraries are)', () => {
    expect(path.basename(path.join(workspaceRoot, 'libs/app-shell'))).toBe('app-shell');
    expect(path.resolve(workspaceRoot, 'libs/app-shell/src/vite')).toBe(
      path.dirname(new URL(import.meta.url).pathname),
    );
  });
});

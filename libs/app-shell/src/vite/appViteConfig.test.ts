import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appViteConfig, codeSplittingGroups, loadedByEveryPage, workspaceRoot } from './index';

describe('given the web apps’ Vite config', () => {
  it('serves from / in dev and from the build base once built, on the app’s port', async () => {
    const config = appViteConfig({ port: 5174, buildBase: '/admin-app/' });
    const dev = await config({ command: 'serve', mode: 'development' });
    const build = await config({ command: 'build', mode: 'production' });
    expect(dev.base).toBe('/');
    expect(build.base).toBe('/admin-app/');
    expect(dev.server?.port).toBe(5174);
  });

  it('writes the build manifest and precompresses the build only', async () => {
    const config = appViteConfig({ port: 5173 });
    const names = (plugins: unknown[] | undefined) =>
      (plugins ?? []).flat().map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    const build = await config({ command: 'build', mode: 'production' });
    const dev = await config({ command: 'serve', mode: 'development' });
    expect(build.build?.manifest).toBe(true);
    expect(names(build.plugins).filter((n) => /compression/.test(String(n)))).not.toEqual([]);
    expect(names(dev.plugins).filter((n) => /compression/.test(String(n)))).toEqual([]);
  });

  it('writes the service worker into the build of an app that asks for it, never in dev', async () => {
    const names = (plugins: unknown[] | undefined) =>
      (plugins ?? []).flat().map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    const member = appViteConfig({ port: 5173, serviceWorker: { network: ['/api'] } });
    const admin = appViteConfig({ port: 5174, buildBase: '/admin-app/' });
    expect(names((await member({ command: 'build', mode: 'production' })).plugins)).toContain(
      'kola:service-worker',
    );
    expect(names((await member({ command: 'serve', mode: 'development' })).plugins)).not.toContain(
      'kola:service-worker',
    );
    expect(names((await admin({ command: 'build', mode: 'production' })).plugins)).not.toContain(
      'kola:service-worker',
    );
  });

  it('builds what every page loads into one chunk, and React Router from its production build', async () => {
    const config = appViteConfig({ port: 5173 });
    const build = await config({ command: 'build', mode: 'production' });
    const dev = await config({ command: 'serve', mode: 'development' });
    const chunk = (id: string) => loadedByEveryPage(path.join(workspaceRoot, id));
    expect(chunk('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(chunk('node_modules/react-router/dist/production/index.mjs')).toBe(true);
    expect(chunk('libs/api/src/hooks.tsx')).toBe(true);
    // Not every page's: the money flows, Radix's dialog, the pages' components.
    expect(chunk('libs/api/src/moneyFlows.ts')).toBe(false);
    expect(chunk('node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(false);
    expect(chunk('libs/ui/src/components/DataTable/DataTable.tsx')).toBe(false);
    const routers = (aliases: unknown) =>
      (aliases as { find: RegExp; replacement: string }[])
        .filter(({ find }) => find.test('react-router'))
        .map(({ replacement }) => path.relative(workspaceRoot, replacement));
    expect(routers(build.resolve?.alias)).toEqual(['node_modules/react-router/dist/production/index.mjs']);
    expect(routers(dev.resolve?.alias)).toEqual([]);
  });

  it('keeps the first load in the entry and the libraries’ chunk, and shares the lazy pages’ code only when asked', async () => {
    const groups = async (config: ReturnType<typeof appViteConfig>) => {
      const build = await config({ command: 'build', mode: 'production' });
      const output = build.build?.rolldownOptions?.output as { codeSplitting: { groups: unknown[] } };
      return output.codeSplitting.groups;
    };
    // The libraries first (the higher priority), then the rest of what the entry imports statically,
    // which is never taken by a group of lazy code (so the sign-in pages do not load it).
    const [libs, index, ...none] = codeSplittingGroups();
    expect(libs).toMatchObject({ name: 'libs', test: loadedByEveryPage });
    expect(index).toMatchObject({ name: 'index', tags: ['$initial'] });
    expect(libs?.priority).toBeGreaterThan(index?.priority ?? Infinity);
    expect(none).toEqual([]);
    expect(await groups(appViteConfig({ port: 5174 }))).toHaveLength(2);
    const member = await groups(
      appViteConfig({ port: 5173, sharedChunks: { minShareCount: 5, mergeBelow: 5000 } }),
    );
    expect(member.slice(2)).toEqual([
      { name: 'shared', minShareCount: 5 },
      { name: 'parts', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 5000 },
    ]);
    // Both lazy groups rank below the first load's.
    for (const group of member.slice(2))
      expect((group as { priority?: number }).priority ?? 0).toBeLessThan(index?.priority ?? 0);
    expect(
      (await groups(appViteConfig({ port: 5174, sharedChunks: { minShareCount: 12 } }))).slice(2),
    ).toEqual([{ name: 'shared', minShareCount: 12 }]);
  });

  it('finds the workspace root (where the libraries are)', () => {
    expect(path.basename(path.join(workspaceRoot, 'libs/app-shell'))).toBe('app-shell');
    expect(path.resolve(workspaceRoot, 'libs/app-shell/src/vite')).toBe(
      path.dirname(new URL(import.meta.url).pathname),
    );
  });
});

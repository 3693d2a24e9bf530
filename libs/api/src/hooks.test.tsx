import { act, render, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider, useClearApiCache, usePackages } from './hooks';
import { ok, stubFetch, type StubRoutes } from './testing';

function Reader({ name }: { name: string }) {
  const packages = usePackages();
  const state = packages.data ? 'data' : packages.error ? 'error' : packages.isLoading ? 'loading' : 'none';
  return <p>{`${name}:${state}`}</p>;
}

const controls = { clear: async () => undefined as void, show: (_screen: string) => undefined as void };

/** Shows reader "a", nothing, or reader "b"; `controls` clears the cache (as a login does). */
function App() {
  const [screen, setScreen] = useState('a');
  controls.clear = useClearApiCache();
  controls.show = setScreen;
  return screen === 'none' ? <p>none</p> : <Reader name={screen} />;
}

function renderApp(stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { ...render(<App />, { wrapper }), ...stub };
}

describe('useQuery (usePackages)', () => {
  it('reads once per mount', async () => {
    const app = renderApp({ 'GET /packages/all': ok([{ id: 1 }]) });
    await waitFor(() => expect(app.container.textContent).toBe('a:data'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.calls()).toEqual(['GET /packages/all']);
  });

  it('a read right after the cache was cleared (inside SWR’s 2 s dedupe window) asks again', async () => {
    const app = renderApp({ 'GET /packages/all': ok([{ id: 1 }]) });
    await waitFor(() => expect(app.container.textContent).toBe('a:data'));
    act(() => controls.show('none'));
    await act(() => controls.clear());
    act(() => controls.show('b'));
    await waitFor(() => expect(app.container.textContent).toBe('b:data'));
    expect(app.calls()).toEqual(['GET /packages/all', 'GET /packages/all']);
  });
});

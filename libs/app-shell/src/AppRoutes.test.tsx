import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@kola/ui';
import { AppRoutes, createAppNavigation, lazyRoute, type RouterNavigation } from './AppRoutes';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function PageA() {
  return (
    <main>
      <h1>Page A</h1>
      <Link to="/b">To B</Link>
    </main>
  );
}

function renderRoutes(routes: RouteObject[], initialPath: string, navigation?: RouterNavigation) {
  const nav = navigation ?? createAppNavigation(initialPath);
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[initialPath]}>
        <AppRoutes routes={routes} navigation={nav} />
      </MemoryRouter>
    </UiProvider>,
  );
  return nav;
}

describe('given an app’s routes', () => {
  it('keeps the current page on screen while the next page’s code loads', async () => {
    const pageB = deferred<ComponentType>();
    const navigation = renderRoutes(
      [
        { path: '/a', Component: PageA },
        { path: '/b', Component: lazyRoute(() => pageB.promise) },
      ],
      '/a',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'To B' }));
    // The navigation waits for the code: page A stays, with no spinner, and is still the location.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(navigation.location.pathname).toBe('/a');
    pageB.resolve(() => <h1>Page B</h1>);
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
    // AppRoutes passes the location on from an effect, which runs after the page is painted.
    await waitFor(() => expect(navigation.location.pathname).toBe('/b'));
  });

  it('starts loading a layout’s code and its page’s together, showing a spinner on the first load', async () => {
    const layout = deferred<ComponentType>();
    const loadLayout = vi.fn(() => layout.promise);
    const loadPage = vi.fn(async (): Promise<ComponentType> => () => <h1>The page</h1>);
    renderRoutes(
      [
        {
          path: '/app',
          Component: lazyRoute(loadLayout),
          children: [{ path: 'page', Component: lazyRoute(loadPage) }],
        },
      ],
      '/app/page',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    layout.resolve(() => (
      <section aria-label="Frame">
        <Outlet />
      </section>
    ));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('a page whose code has already loaded renders in the first render, without the loading state', async () => {
    const Page = lazyRoute(async () => () => <h1>Loaded before</h1>);
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderRoutes([{ path: '/ready', Component: Page }], '/ready');
    // No suspension: React.lazy alone would show the spinner first, then the page after a pause.
    expect(screen.getByRole('heading', { name: 'Loaded before' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a page whose code does not load shows an error with Reload, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigation = renderRoutes(
      [
        { path: '/a', Component: PageA },
        { path: '/broken', Component: lazyRoute(() => Promise.reject(new Error('chunk gone'))) },
      ],
      '/broken',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await navigation.navigate('/a');
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a navigation asked for before the routes render (a 401 of an early read) happens once they do', async () => {
    const navigation = createAppNavigation('/b?x=1');
    expect(navigation.location).toEqual({ pathname: '/b', search: '?x=1' });
    const arrived = navigation.navigate('/a', { replace: true });
    renderRoutes(
      [
        { path: '/a', Component: PageA },
        { path: '/b', element: <h1>Page B</h1> },
      ],
      '/b?x=1',
      navigation,
    );
    await arrived;
    expect(navigation.location).toEqual({ pathname: '/a', search: '' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument());
  });
});

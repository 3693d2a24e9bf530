import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { logoutOnUnauthorized, routes } from '../router';

/** A stub answer: a status and a JSON body. */
export interface StubResponse {
  status?: number;
  body: unknown;
}

/** Keyed by "METHOD /path" (the path after /api), e.g. "POST /auth/login". */
export type StubRoutes = Record<
  string,
  StubResponse | ((request: Request) => StubResponse | Promise<StubResponse>)
>;

export const ok = (data: unknown, message = 'OK'): StubResponse => ({
  body: { success: true, message, data },
});
export const fail = (status: number, message: string, errors?: Record<string, string[]>): StubResponse => ({
  status,
  body: errors ? { success: false, message, errors } : { success: false, message },
});

/** Renders the real route table in memory with a stub fetch; unknown calls answer 404 and are recorded. */
export function renderApp(initialPath: string, stubs: StubRoutes = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const stub = stubs[key];
    const answer =
      typeof stub === 'function' ? await stub(request.clone()) : (stub ?? fail(404, `No stub for ${key}`));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const onUnauthorized = logoutOnUnauthorized(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders baseUrl="http://localhost/api" fetch={fetch} onUnauthorized={onUnauthorized}>
      <RouterProvider router={router} />
    </AppProviders>,
  );

  /** The calls made, as "METHOD /path". */
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    });
  /** The JSON body of the first call to "METHOD /path". */
  const bodyOf = async (key: string) => {
    const index = calls().indexOf(key);
    if (index < 0) return undefined;
    const [input, init] = fetch.mock.calls[index]!;
    const request = input instanceof Request ? input : new Request(input, init);
    return request.clone().json();
  };
  return { ...view, router, fetch, user, calls, bodyOf };
}

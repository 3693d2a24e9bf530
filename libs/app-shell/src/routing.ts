import type { createBrowserRouter } from 'react-router-dom';

/** A data router of react-router (browser or memory). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** `/two-factor-auth?email=…` and friends: the pages that read the address from the query. */
export function withEmail(path: string, email: string): string {
  return `${path}?${new URLSearchParams({ email }).toString()}`;
}

/** The part of a path under its layout route's path, e.g. "dashboard" for /user/dashboard under /user. */
export function childPath(parent: string, path: string): string {
  return path.slice(parent.length + 1);
}

/**
 * docs/security.md#route-guards: any 401/403 logs out (the client already cleared the token): on a path that
 * needs a session, go back to the login screen.
 */
export function logoutOnUnauthorized(
  router: Pick<AppRouter, 'state' | 'navigate'>,
  { needsSession, loginPath }: { needsSession: (pathname: string) => boolean; loginPath: string },
): () => void {
  return () => {
    if (needsSession(router.state.location.pathname)) void router.navigate(loginPath, { replace: true });
  };
}

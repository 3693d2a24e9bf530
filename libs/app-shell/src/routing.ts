/**
 * What code outside React needs of an app's router (the API client's handler of a 401/403, the
 * page tests): the location on screen and a way to go elsewhere. `AppRoutes` keeps one in step
 * with the router it renders in (`createAppNavigation`).
 */
export interface AppNavigation {
  /** The location on screen: it changes once a navigation has rendered (its page's code is there). */
  readonly location: { readonly pathname: string; readonly search: string };
  /**
   * Goes to `to` (a path, with its query) as a link does; `replace` replaces the current entry.
   * Resolves once the new location is on screen.
   */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

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
  navigation: AppNavigation,
  { needsSession, loginPath }: { needsSession: (pathname: string) => boolean; loginPath: string },
): () => void {
  return () => {
    if (needsSession(navigation.location.pathname)) void navigation.navigate(loginPath, { replace: true });
  };
}

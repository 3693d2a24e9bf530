import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Where a page story sits: its path in the route table and the URL the memory router opens. */
export interface PageRoute {
  /** The route's full path, from paths.ts. */
  path: string;
  /** The initial URL (with a query string, say); defaults to `path`. */
  url?: string;
}

/** What is in storage when the story starts (both are cleared otherwise). */
export interface PageSession {
  /** The session token (localStorage), for pages behind the sign-in guard. */
  token?: string;
  /** The 2FA login_token (sessionStorage) a password login leaves for the 2FA page. */
  loginToken?: string;
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The app's route table with the route at `fullPath` rendering `element` (the story) instead of
 * its page: the layout and guard routes above it, and every other route, stay as they are.
 */
export function storyRoutes(routes: RouteObject[], fullPath: string, element: ReactNode): RouteObject[] {
  let found = false;
  const visit = (list: RouteObject[], parent: string): RouteObject[] =>
    list.map((route) => {
      const path = join(parent, route.path);
      if (!found && route.path !== undefined && path === fullPath && !route.children) {
        found = true;
        const { Component: _component, ...rest } = route;
        return { ...rest, element } as RouteObject;
      }
      return route.children ? ({ ...route, children: visit(route.children, path) } as RouteObject) : route;
    });
  const result = visit(routes, '');
  if (!found) throw new Error(`No route with the path ${fullPath}`);
  return result;
}

import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { Alert, Button } from '@kola/ui';
import { PageLoading } from './layouts/PageLoading';
import type { AppNavigation } from './routing';

// An app's routes are a table of RouteObjects rendered by `useRoutes` inside `BrowserRouter`
// (`MemoryRouter` in stories and page tests): React Router's declarative mode, about 17.6 kB of
// gzip lighter on every first load than its data router (docs/adr/0014-static-delivery.md).

/** A route's component whose code loads on demand (`lazyRoute`). */
export type LazyRouteComponent = ComponentType & {
  /** Starts loading the code (once); AppRoutes calls it for every route the location matches. */
  preload(): void;
};

/**
 * A route's page (or layout) loaded on demand, in a chunk of its own: `{ path, Component:
 * lazyRoute(() => import('./pages/XPage').then((m) => m.XPage)) }`. Its code loads when the route
 * first renders, or earlier through `preload()` (a preload that fails is tried again by the render).
 * Once the code has arrived the page renders at once: React.lazy would still suspend on the
 * resolved promise, and React holds the content of a boundary that suspended back for up to 300 ms
 * (what a signed-in member's dashboard waited after her account read, its code long loaded).
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRouteComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (Loaded) => {
        loaded = Loaded;
        return { default: Loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  // `loaded` is set before React hears of the answer, so the render after a suspension is already
  // the page itself: <Lazy /> never shows content, and the page is never mounted twice.
  function LazyRoute() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LazyRoute, { preload: () => void start().catch(() => undefined) });
}

function preloadRoute(route: RouteObject) {
  const Route = route.Component as Partial<LazyRouteComponent> | null | undefined;
  if (typeof Route?.preload === 'function') Route.preload();
}

type RouterNavigate = (to: string, options?: { replace?: boolean }) => void;

/** An AppNavigation that AppRoutes connects to the router it renders in. */
export interface RouterNavigation extends AppNavigation {
  /** AppRoutes: the location on screen and the router's navigate; returns the disconnection. */
  connect(location: Location, navigate: RouterNavigate): () => void;
}

/**
 * The AppNavigation of an app that opens at `initialPath` (a path with its query). Until AppRoutes
 * has rendered, its location is `initialPath` and a navigation waits for the router (a read that
 * answers 401 before the first render still leads to the login screen).
 */
export function createAppNavigation(initialPath: string): RouterNavigation {
  const url = new URL(initialPath, 'http://localhost');
  let location: AppNavigation['location'] = { pathname: url.pathname, search: url.search };
  let shownKey: string | undefined;
  let navigateInRouter: RouterNavigate | null = null;
  // The navigations sent to the router whose location is not on screen yet, and the one asked for
  // before the router was there.
  let sent: (() => void)[] = [];
  let waiting: { to: string; options?: { replace?: boolean }; done: (() => void)[] } | null = null;
  return {
    get location() {
      return location;
    },
    navigate(to, options) {
      return new Promise<void>((resolve) => {
        if (navigateInRouter) {
          sent.push(resolve);
          navigateInRouter(to, options);
        } else {
          waiting = { to, options, done: [...(waiting?.done ?? []), resolve] };
        }
      });
    },
    connect(current, navigate) {
      location = { pathname: current.pathname, search: current.search };
      navigateInRouter = navigate;
      if (current.key !== shownKey) {
        shownKey = current.key;
        const arrived = sent;
        sent = [];
        for (const resolve of arrived) resolve();
      }
      if (waiting) {
        const { to, options, done } = waiting;
        waiting = null;
        sent.push(...done);
        navigate(to, options);
      }
      return () => {
        if (navigateInRouter === navigate) navigateInRouter = null;
      };
    },
  };
}

const RoutesContext = createContext<RouteObject[]>([]);

/**
 * The `handle`s of the routes the location matches, outermost first (what `useMatches` gives a
 * data router): AuthLayoutRoute reads its card's title there.
 */
export function useRouteHandles(): unknown[] {
  const routes = useContext(RoutesContext);
  const location = useLocation();
  return (matchRoutes(routes, location) ?? []).map((match) => match.route.handle);
}

export interface AppRoutesProps {
  /** The app's route table. */
  routes: RouteObject[];
  /** Kept on the location on screen, and lent the router's navigate (createAppNavigation). */
  navigation: RouterNavigation;
}

/**
 * An app's route table, rendered inside its router (BrowserRouter, or MemoryRouter under test).
 *
 * - Navigations are transitions (React Router wraps its state updates in `startTransition`), so
 *   while the next page's code loads the current page stays on screen; a spinner (PageLoading) shows
 *   only where nothing was on screen yet: the first load, or a layout met for the first time.
 * - The code of every route the location matches starts loading at once, so a layout (the
 *   signed-in frame) and its page load side by side rather than one after the other.
 * - A page that fails to load or to render shows an error with Reload in place of the app (as the
 *   data router's default error screen did), until the next navigation.
 */
export function AppRoutes({ routes, navigation }: AppRoutesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const element = useRoutes(routes, location);
  // In render, not in an effect: a navigation that waits for a layout's code commits nothing
  // (no effect runs) until that code is there. Starting an import twice is a no-op.
  for (const match of matchRoutes(routes, location) ?? []) preloadRoute(match.route);
  // An effect, not a layout effect: the router listens to its history from its own layout effect,
  // which runs after this component's, and a navigation waiting for the router must find it listening.
  useEffect(() => navigation.connect(location, navigate), [navigation, location, navigate]);
  return (
    <RoutesContext.Provider value={routes}>
      <RouteErrorBoundary location={location}>
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      </RouteErrorBoundary>
    </RoutesContext.Provider>
  );
}

interface RouteErrorBoundaryProps {
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  location: Location;
}

/** A page that threw (its code did not load, or it failed to render): the error until the location changes. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location.key === state.location.key ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <Alert tone="danger" title="This page could not be loaded">
      Check your connection, then{' '}
      <Button variant="link" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Alert>
  );
}

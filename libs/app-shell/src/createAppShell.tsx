import { lazy, Suspense } from 'react';
import type { AppShellConfig, ShellAccount } from './config';
import { useLogout } from './auth/useLogout';
import { PageLoading } from './layouts/PageLoading';
import { LoginPage } from './pages/LoginPage';
import { createAccountGuard } from './RequireAccount';
import { logoutOnUnauthorized, type AppNavigation } from './routing';

/**
 * An app's shell: the sign-in guard and its account hook, logout, and the login, two-factor,
 * reset-password, security and not-found pages, bound to the app's config. An app calls it once
 * and puts the pieces in its route table (docs/adr/0009-app-shell-library.md).
 */
export function createAppShell<A extends ShellAccount>(config: AppShellConfig<A>) {
  const { RequireAccount, useAccount } = createAccountGuard(config);
  // Loaded with the signed-in area, not with the login screen (it needs a Suspense above it,
  // which SignedInLayout has).
  const LazySecurityPage = lazy(async () => ({
    default: (await import('./pages/SecurityPage')).SecurityPage<A>,
  }));
  // The login page comes with the app's first load (visitors land there); the two-factor and
  // reset-password pages load when opened, so the login screen downloads none of their forms
  // (docs/adr/0014-static-delivery.md#budgets).
  const LazyTwoFactorAuthPage = lazy(async () => ({
    default: (await import('./pages/TwoFactorAuthPage')).TwoFactorAuthPage<A>,
  }));
  const LazyResetPasswordPage = lazy(async () => ({
    default: (await import('./pages/ResetPasswordPage')).ResetPasswordPage<A>,
  }));
  // An unknown path is rare: its page loads when met (under AppRoutes' or SignedInLayout's Suspense).
  const LazyNotFoundPage = lazy(async () => ({
    default: (await import('./pages/NotFoundPage')).NotFoundPage,
  }));

  return {
    config,
    /** Layout route of the private routes: renders them only for a signed-in account of this app. */
    RequireAccount,
    /** The signed-in account, for any route under RequireAccount. */
    useAccount,
    /** Ends the session and reloads on the login screen. */
    useLogout: () => useLogout(config.paths.login),
    LoginPage: function AppLoginPage() {
      return <LoginPage config={config} />;
    },
    TwoFactorAuthPage: function AppTwoFactorAuthPage() {
      return (
        <Suspense fallback={<PageLoading />}>
          <LazyTwoFactorAuthPage config={config} />
        </Suspense>
      );
    },
    ResetPasswordPage: function AppResetPasswordPage() {
      return (
        <Suspense fallback={<PageLoading />}>
          <LazyResetPasswordPage config={config} />
        </Suspense>
      );
    },
    /** Needs RequireAccount and a Suspense (SignedInLayout) above it. */
    SecurityPage: function AppSecurityPage() {
      return <LazySecurityPage config={config} account={useAccount()} />;
    },
    /** Needs a Suspense above it (AppRoutes has one, and SignedInLayout). */
    NotFoundPage: function AppNotFoundPage() {
      return <LazyNotFoundPage homeHref={config.paths.home} homeLabel={config.texts.notFoundHomeLabel} />;
    },
    /** The API client's onUnauthorized for this app's router: back to login from a path that needs a session. */
    logoutOnUnauthorized: (navigation: AppNavigation) =>
      logoutOnUnauthorized(navigation, { needsSession: config.needsSession, loginPath: config.paths.login }),
  };
}

/** What createAppShell returns (not to be confused with the `AppShell` frame of @kola/ui). */
export type AppShellParts<A extends ShellAccount> = ReturnType<typeof createAppShell<A>>;

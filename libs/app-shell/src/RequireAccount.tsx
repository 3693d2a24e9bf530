import { createContext, useContext, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { accountUuidStore, errorMessage, tokenStore } from '@kola/api';
import { Alert, Button } from '@kola/ui';
import type { AppShellConfig, ShellAccount } from './config';
import { PageLoading } from './layouts/PageLoading';

/**
 * The sign-in guard of an app's private routes (docs/security.md#route-guards), and the hook that reads the
 * account it let through. No stored token → the login screen; otherwise the account read must answer an
 * account this app serves. An error that means "not signed in here" (per app), or an account of
 * the other kind, removes the stored token and goes to the login screen too; any other error
 * offers Try again.
 */
export function createAccountGuard<A extends ShellAccount>(config: AppShellConfig<A>) {
  const AccountContext = createContext<A | null>(null);

  /** The signed-in account, for any route under the guard. */
  function useAccount(): A {
    const account = useContext(AccountContext);
    if (!account) throw new Error('useAccount needs the sign-in guard (RequireAccount) above it');
    return account;
  }

  function RequireAccount() {
    const hasToken = tokenStore.get() !== null;
    const account = config.account.useQuery(hasToken);
    const accepted = account.data && config.account.accepts(account.data) ? account.data : null;
    useEffect(() => {
      if (accepted?.uuid && tokenStore.get() !== null) accountUuidStore.set(accepted.uuid);
    }, [accepted?.uuid]);

    if (!hasToken) return <Navigate to={config.paths.login} replace />;
    if (account.error) {
      if (config.account.signsOut(account.error)) {
        tokenStore.clear();
        return <Navigate to={config.paths.login} replace />;
      }
      return (
        <Alert tone="danger" title="We could not load your account">
          {errorMessage(account.error)}{' '}
          <Button variant="link" onClick={() => void account.mutate()}>
            Try again
          </Button>
        </Alert>
      );
    }
    if (!account.data) return <PageLoading label="Loading your account" />;
    if (!config.account.accepts(account.data)) {
      tokenStore.clear();
      return <Navigate to={config.paths.login} replace />;
    }
    return (
      <AccountContext.Provider value={account.data}>
        <Outlet />
      </AccountContext.Provider>
    );
  }

  return { RequireAccount, useAccount };
}

import { createContext, useContext } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ApiError, errorMessage, tokenStore, useAuthUser, type components } from '@kola/api';
import { Alert, Button } from '@kola/ui';
import { paths } from '../paths';
import { PageLoading } from './PageLoading';

export type Member = components['schemas']['AuthUser'];

const MemberContext = createContext<Member | null>(null);

/** The signed-in member, for any route under <RequireMember>. */
export function useMember(): Member {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember needs <RequireMember> above it');
  return member;
}

/**
 * Guard of the member routes (01 §6): no stored token → /login; the token must belong to a
 * member (GET /auth/user), an administrator's is refused (the API answers 403, which clears
 * the token) and goes to /login as well.
 */
export function RequireMember() {
  const hasToken = tokenStore.get() !== null;
  const user = useAuthUser(hasToken);

  if (!hasToken) return <Navigate to={paths.login} replace />;
  if (user.error) {
    if (user.error instanceof ApiError && (user.error.isAuthFailure || user.error.status === 404)) {
      tokenStore.clear();
      return <Navigate to={paths.login} replace />;
    }
    return (
      <Alert tone="danger" title="We could not load your account">
        {errorMessage(user.error)}{' '}
        <Button variant="link" onClick={() => void user.mutate()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!user.data) return <PageLoading label="Loading your account" />;
  if (user.data.is_admin) {
    tokenStore.clear();
    return <Navigate to={paths.login} replace />;
  }
  return (
    <MemberContext.Provider value={user.data}>
      <Outlet />
    </MemberContext.Provider>
  );
}

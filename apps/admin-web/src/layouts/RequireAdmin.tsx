import { createContext, useContext } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { tokenStore, useAuthAdmin, type components } from '@kola/api';
import { paths } from '../paths';
import { PageLoading } from './PageLoading';

export type Admin = components['schemas']['Admin'];

const AdminContext = createContext<Admin | null>(null);

/** The signed-in administrator, for any route under <RequireAdmin>. */
export function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin needs <RequireAdmin> above it');
  return admin;
}

/**
 * Guard of the /admin routes (01 §6): no stored token → the login screen; otherwise GET
 * /auth/admin must answer an administrator. If it does not, or the check fails, the stored
 * token is removed and the visitor goes to the login screen. The spec names /login; an
 * administrator's login screen is /admin-login, so that is where this guard sends them.
 */
export function RequireAdmin() {
  const hasToken = tokenStore.get() !== null;
  const admin = useAuthAdmin(hasToken);

  if (!hasToken) return <Navigate to={paths.login} replace />;
  if (admin.error || (admin.data && !admin.data.is_admin)) {
    tokenStore.clear();
    return <Navigate to={paths.login} replace />;
  }
  if (!admin.data) return <PageLoading label="Loading your account" />;
  return (
    <AdminContext.Provider value={admin.data}>
      <Outlet />
    </AdminContext.Provider>
  );
}

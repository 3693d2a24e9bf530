import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AdminSidebar, AppShell } from '@kola/ui';
import { useLogout } from '../auth/useLogout';
import { adminHrefs } from './adminMenu';
import { PageLoading } from './PageLoading';
import { useAdmin } from './RequireAdmin';

/** The /admin frame: the back-office sidebar beside the page. */
export function AdminLayout() {
  const admin = useAdmin();
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <AppShell
      header={admin.email}
      sidebar={
        <AdminSidebar
          user={{ name: admin.name || admin.email }}
          pathname={pathname}
          hrefs={adminHrefs}
          linkComponent={Link}
          onLogout={logout}
        />
      }
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

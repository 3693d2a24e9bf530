import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppShell, Sidebar } from '@kola/ui';
import { useLogout } from '../auth/useLogout';
import { activeMenuKey, adminMenu } from './adminMenu';
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
        <Sidebar
          brand="Kola Back Office"
          label="Back-office menu"
          user={{ name: admin.name || admin.email }}
          items={adminMenu}
          activeKey={activeMenuKey(pathname)}
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

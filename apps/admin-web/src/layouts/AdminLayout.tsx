import { Link, useLocation } from 'react-router-dom';
import { SignedInLayout } from '@kola/app-shell';
import { AdminSidebar } from '@kola/ui';
import { useAdmin, useLogout } from '../shell';
import { adminHrefs } from './adminMenu';

/** The /admin frame: the back-office sidebar beside the page. */
export function AdminLayout() {
  const admin = useAdmin();
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <SignedInLayout
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
    />
  );
}

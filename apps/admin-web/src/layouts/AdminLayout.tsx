import { Link, Navigate, useLocation } from 'react-router-dom';
import { SignedInLayout } from '@kola/app-shell';
import { AdminSidebar, Alert, DataTableExportProvider } from '@kola/ui';
import { paths } from '../paths';
import { useAdmin, useLogout } from '../shell';
import { adminHrefs } from './adminMenu';

/**
 * The /admin frame: the back-office sidebar beside the page. An administrator who must first choose
 * a password of their own (docs/security.md#production-defaults) is kept on the security page.
 */
export function AdminLayout() {
  const admin = useAdmin();
  const logout = useLogout();
  const { pathname } = useLocation();
  const mustChangePassword = admin.password_change_required === true;
  if (mustChangePassword && pathname !== paths.admin.security)
    return <Navigate to={paths.admin.security} replace />;
  // Every table of the back office can be saved as CSV (docs/screens/back-office.md#csv-export).
  return (
    <DataTableExportProvider>
      <SignedInLayout
        header={admin.email}
        notice={
          mustChangePassword ? (
            <Alert tone="warning" title="Choose your own password">
              This server was set up with a password from its configuration. Change it below before you
              continue: the back office opens once it is changed.
            </Alert>
          ) : null
        }
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
    </DataTableExportProvider>
  );
}

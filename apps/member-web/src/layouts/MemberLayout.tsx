import { Link, Navigate, useLocation } from 'react-router-dom';
import { SignedInLayout } from '@kola/app-shell';
import { Badge, MemberSidebar } from '@kola/ui';
import { paths } from '../paths';
import { useLogout, useMember } from '../shell';
import { memberHrefs } from './memberMenu';

/** The /user frame: paid members only (an unpaid one finishes on /welcome), sidebar + content. */
export function MemberLayout() {
  const member = useMember();
  const logout = useLogout();
  const { pathname } = useLocation();

  if (member.payment !== 'approved') return <Navigate to={paths.welcome} replace />;

  return (
    <SignedInLayout
      header={member.package_name ? <Badge tone="success">{member.package_name} · Activated</Badge> : null}
      sidebar={
        <MemberSidebar
          user={{ name: `${member.first_name} ${member.last_name}`, photoUrl: member.photo_path }}
          isStockist={member.is_stockist === 1}
          pathname={pathname}
          hrefs={memberHrefs}
          linkComponent={Link}
          onLogout={logout}
        />
      }
    />
  );
}

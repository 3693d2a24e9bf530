import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@kola/ui';
import { PageLoading } from './PageLoading';

export interface SignedInLayoutProps {
  /** The top bar's content (the account's email, a package badge…). */
  header: ReactNode;
  /** The app's sidebar (MemberSidebar, AdminSidebar). */
  sidebar: ReactNode;
}

/** The frame of the signed-in area: the app's sidebar beside the page, which loads on demand. */
export function SignedInLayout({ header, sidebar }: SignedInLayoutProps) {
  return (
    <AppShell header={header} sidebar={sidebar}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

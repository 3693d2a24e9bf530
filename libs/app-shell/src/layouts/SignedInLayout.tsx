import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@kola/ui';
import { PageLoading } from './PageLoading';

export interface SignedInLayoutProps {
  /** The top bar's content (the account's email, a package badge…). */
  header: ReactNode;
  /** The app's sidebar (MemberSidebar, AdminSidebar). */
  sidebar: ReactNode;
  /** Shown above every page while it applies (e.g. a password that must be changed first). */
  notice?: ReactNode;
}

/** The frame of the signed-in area: the app's sidebar beside the page, which loads on demand. */
export function SignedInLayout({ header, sidebar, notice }: SignedInLayoutProps) {
  return (
    <AppShell header={header} sidebar={sidebar}>
      {notice}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthLayout } from '@kola/ui';
import { useRouteHandles } from '../AppRoutes';
import { PageLoading } from './PageLoading';

/** What an auth route puts in its `handle` for the shared card. */
export interface AuthRouteHandle {
  title: string;
  subtitle?: string;
  width?: 'normal' | 'wide';
}

function isAuthHandle(handle: unknown): handle is AuthRouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * Layout route of the public screens: the centred card, titled by the matched route's handle. A
 * page whose code loads on demand (register) shows a spinner in the card on a first visit.
 */
export function AuthLayoutRoute() {
  const handle = useRouteHandles().reverse().find(isAuthHandle);
  return (
    <AuthLayout title={handle?.title ?? ''} subtitle={handle?.subtitle} width={handle?.width ?? 'normal'}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}

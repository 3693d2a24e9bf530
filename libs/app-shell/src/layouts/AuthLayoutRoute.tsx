import { Outlet, useMatches } from 'react-router-dom';
import { AuthLayout } from '@kola/ui';

/** What an auth route puts in its `handle` for the shared card. */
export interface AuthRouteHandle {
  title: string;
  subtitle?: string;
  width?: 'normal' | 'wide';
}

function isAuthHandle(handle: unknown): handle is AuthRouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Layout route of the public screens: the centred card, titled by the matched route's handle. */
export function AuthLayoutRoute() {
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isAuthHandle);
  return (
    <AuthLayout title={handle?.title ?? ''} subtitle={handle?.subtitle} width={handle?.width ?? 'normal'}>
      <Outlet />
    </AuthLayout>
  );
}

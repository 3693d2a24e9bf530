import { useCallback } from 'react';
import { useEndSession } from '@kola/api';
import { paths } from '../paths';

/**
 * Logout (01 §4): end the session (revoked, the stored token cleared) and reload on the administrator login screen.
 */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return useCallback(async () => {
    await endSession();
    window.location.assign(paths.login);
  }, [endSession]);
}

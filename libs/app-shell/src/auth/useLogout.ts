import { useCallback } from 'react';
import { useEndSession } from '@kola/api';

/**
 * Logout (docs/screens/member.md#journeys): end the session (revoked, the stored token cleared) and reload on
 * the app's login screen so no state survives.
 */
export function useLogout(loginPath: string): () => Promise<void> {
  const endSession = useEndSession();
  return useCallback(async () => {
    await endSession();
    window.location.assign(loginPath);
  }, [endSession, loginPath]);
}

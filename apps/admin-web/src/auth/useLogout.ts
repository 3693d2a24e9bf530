import { useCallback } from 'react';
import { useApiClient, tokenStore } from '@kola/api';
import { paths } from '../paths';

/**
 * Logout (01 §4): revoke the session (POST /auth/logout; a failure does not keep anyone signed
 * in), clear the stored token, and reload on the administrator login screen.
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  return useCallback(async () => {
    try {
      await api.POST('/auth/logout');
    } catch {
      // The session may already be gone; the local token is cleared either way.
    }
    tokenStore.clear();
    window.location.assign(paths.login);
  }, [api]);
}

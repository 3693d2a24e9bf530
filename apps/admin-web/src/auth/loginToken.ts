/**
 * The `login_token` a password login answers when 2FA is on. It binds the emailed code to that
 * login, so it lives only for this tab (sessionStorage) and is dropped once used.
 */
export const LOGIN_TOKEN_STORAGE_KEY = 'kola.login-token';

export const loginTokenStore = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(LOGIN_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.sessionStorage.setItem(LOGIN_TOKEN_STORAGE_KEY, token);
    } catch {
      /* storage unavailable: the 2FA page will ask to log in again */
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(LOGIN_TOKEN_STORAGE_KEY);
    } catch {
      /* nothing to clear */
    }
  },
};

/** The session token lives in localStorage under a product-specific key (docs/security.md#sessions). */
export const TOKEN_STORAGE_KEY = 'kola.session-token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    storage()?.removeItem(ACCOUNT_UUID_STORAGE_KEY);
  },
};

/**
 * The uuid of the account the stored token signed in, remembered when the account read answers
 * and forgotten with the token. Not a credential (uuids are in the API's paths): it only lets an
 * app start a page's reads before the account read answers (earlyReads.ts); a wrong one costs a
 * refused read, never data.
 */
export const ACCOUNT_UUID_STORAGE_KEY = 'kola.account-uuid';

export const accountUuidStore = {
  get(): string | null {
    return storage()?.getItem(ACCOUNT_UUID_STORAGE_KEY) ?? null;
  },
  set(uuid: string): void {
    storage()?.setItem(ACCOUNT_UUID_STORAGE_KEY, uuid);
  },
};

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

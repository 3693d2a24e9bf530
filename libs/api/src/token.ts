/** The session token lives in localStorage under a product-specific key (01 §6). */
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
  },
};

import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/** A window whose page is still loading, with a service worker container that records registrations. */
function fakeWindow({ serviceWorker = true, readyState = 'loading' } = {}) {
  const register = vi.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: serviceWorker ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestIdleCallback: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
  } as unknown as Window;
  return { win, register, load: () => listeners['load']?.() };
}

describe('given the service worker’s registration', () => {
  it('registers /sw.js for the whole site once the page has loaded, its script always fetched anew', () => {
    const { win, register, load } = fakeWindow();
    registerServiceWorker('/sw.js', win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('registers at once (when idle) on a page already loaded', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker('/sw.js', win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const { win, load } = fakeWindow({ serviceWorker: false });
    expect(() => {
      registerServiceWorker('/sw.js', win);
      load();
    }).not.toThrow();
  });
});

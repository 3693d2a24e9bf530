/**
 * Registers the app's service worker (`sw.js`, written by `serviceWorker()` of
 * `@kola/app-shell/vite`; docs/adr/0022-service-worker.md) once the page has loaded and the main
 * thread is idle, so a first visit's own scripts and reads keep the connection to themselves.
 * An app calls it in production builds only (`import.meta.env.PROD`): the dev server, Storybook
 * and the tests have no worker. The worker's script is always fetched anew (`updateViaCache:
 * 'none'`, and the server sends it `no-cache`), so a new build is noticed on the next visit.
 */
export function registerServiceWorker(url = '/sw.js', win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const register = () => {
    container.register(url, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 2000 });
    else win.setTimeout(register, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

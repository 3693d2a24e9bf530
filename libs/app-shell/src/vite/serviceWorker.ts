import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * An app's service worker (docs/adr/0022-service-worker.md): a returning visitor's page comes
 * from the worker's cache instead of one more round trip, and a build's page is only ever served
 * together with every script and stylesheet of that build.
 *
 * What one build's worker knows, written into its sw.js at build time.
 */
export interface WorkerConfig {
  /** The build's id: a hash of its page and file names. A new build is a new sw.js. */
  build: string;
  /** The page every navigation gets (`/index.html`). */
  page: string;
  /** The entry script the page loads: a fetched page that does not name it is of another build. */
  entry: string;
  /** Every script and stylesheet of the build (hashed, under `assets`). */
  files: string[];
  /** Where the hashed files are (`/assets/`). */
  assets: string;
  /** Paths the worker never answers, as prefixes: the API, the other app. */
  network: string[];
}

/** The little of a worker's global scope the worker uses (the DOM types have no worker scope). */
export interface WorkerScope {
  location: { origin: string };
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WorkerInstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WorkerExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}
export interface WorkerExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
export interface WorkerInstallEvent extends WorkerExtendableEvent {
  /** The static routing API (Chromium 123+): rules the browser applies without starting the worker. */
  addRoutes?: (
    rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[],
  ) => Promise<void>;
}
export interface WorkerFetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The prefix of the worker's caches: one cache per build, `kola-app-<build>`. */
export const CACHE_PREFIX = 'kola-app-';

/**
 * The worker. sw.js is this function's source called with the build's config, so it may use only
 * its parameters and the worker's globals (`URL`, `Error`), nothing of this module.
 *
 * - install: every file of the build into the build's cache (a file an earlier build's cache
 *   holds under the same hashed name is copied, the others fetched through the HTTP cache, where
 *   the visits so far left them), then the page, fetched anew and checked to name this build's
 *   entry. Anything missing fails the install, and the worker already active stays.
 *   Then it takes over at once (skipWaiting): a visitor who only ever reloads one tab still gets
 *   the new build on the visit after next.
 * - activate: keeps this build's cache and the previous complete one (a page still open on the
 *   previous build loads its lazy chunks from it after the server has dropped them), drops the rest.
 * - fetch: never the API or the other app (the browser sends those without starting the worker,
 *   where it can route statically, and the worker ignores them anyway); a navigation gets this
 *   build's cached page (the network while there is none); a hashed file comes from any of the
 *   caches, else the network. Nothing else is stored: no answer of the API is ever cached.
 */
export function kolaServiceWorker(sw: WorkerScope, config: WorkerConfig): void {
  const prefix = 'kola-app-'; // CACHE_PREFIX
  const current = prefix + config.build;
  const never = (path: string) => config.network.some((p) => path.startsWith(p));
  const cached = (cache: Cache, url: string) => cache.match(url, { ignoreVary: true });

  async function precache() {
    const cache = await sw.caches.open(current);
    await Promise.all(
      config.files.map(async (url) => {
        if (await cached(cache, url)) return;
        const response = (await sw.caches.match(url, { ignoreVary: true })) ?? (await sw.fetch(url));
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await cache.put(url, response);
      }),
    );
    // The page last: a cache that has a page has every file of its build.
    const page = await sw.fetch(config.page, { cache: 'no-cache' });
    const html = page.ok ? await page.clone().text() : '';
    if (!html.includes(config.entry))
      throw new Error(`${config.page} (${page.status}) is not the page of build ${config.build}`);
    await cache.put(config.page, page);
  }

  async function dropOldCaches() {
    const ours = (await sw.caches.keys()).filter((name) => name.startsWith(prefix) && name !== current);
    let previous: string | undefined;
    for (const name of [...ours].reverse()) {
      if (await cached(await sw.caches.open(name), config.page)) {
        previous = name;
        break;
      }
    }
    await Promise.all(ours.filter((name) => name !== previous).map((name) => sw.caches.delete(name)));
  }

  async function navigation(request: Request) {
    const page = await cached(await sw.caches.open(current), config.page);
    return page ?? sw.fetch(request);
  }

  async function file(request: Request, url: string) {
    return (await sw.caches.match(url, { ignoreVary: true })) ?? sw.fetch(request);
  }

  sw.addEventListener('install', (event) => {
    try {
      event
        .addRoutes?.(
          config.network.map((p) => ({
            condition: { urlPattern: { pathname: `${p}*` } },
            source: 'network',
          })),
        )
        ?.catch(() => undefined);
    } catch {
      // A browser without static routing: the fetch handler lets these requests through.
    }
    event.waitUntil(precache().then(() => sw.skipWaiting()));
  });

  sw.addEventListener('activate', (event) => event.waitUntil(dropOldCaches()));

  sw.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== sw.location.origin || never(url.pathname)) return;
    if (request.mode === 'navigate') {
      // A file's address (`/favicon.ico`, `/sw.js`) opened in the tab is not a page of the app.
      if (/\.[^/]+$/.test(url.pathname)) return;
      event.respondWith(navigation(request));
    } else if (url.pathname.startsWith(config.assets)) {
      event.respondWith(file(request, url.pathname));
    }
  });
}

/** The text of sw.js for one build. */
export function serviceWorkerSource(config: WorkerConfig): string {
  return [
    '// The app’s service worker, generated by @kola/app-shell/vite (docs/adr/0022-service-worker.md).',
    `(${kolaServiceWorker.toString()})(self, ${JSON.stringify(config, null, 2)});`,
    '',
  ].join('\n');
}

export interface ServiceWorkerOptions {
  /** Path prefixes the worker never answers (the API, another app served beside this one). */
  network: string[];
  /** The worker's file name in the build (served from the build's root, so its scope is the site). */
  fileName?: string;
}

/**
 * Writes `sw.js` into the build: the worker with this build's page, entry and files. Build only;
 * the app registers it in production builds (`registerServiceWorker`).
 */
export function serviceWorker({ network, fileName = 'sw.js' }: ServiceWorkerOptions): Plugin {
  let base = '/';
  return {
    name: 'kola:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      if (!page || page.type !== 'asset' || !entry)
        throw new Error('kola:service-worker needs the build’s index.html and its entry chunk');
      const files = Object.values(bundle)
        .map((f) => f.fileName)
        .filter((name) => name.startsWith('assets/') && /\.(js|css)$/.test(name))
        .sort()
        .map((name) => base + name);
      const build = createHash('sha256')
        .update(String(page.source))
        .update(files.join('\n'))
        .digest('hex')
        .slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName,
        source: serviceWorkerSource({
          build,
          page: `${base}index.html`,
          entry: base + entry.fileName,
          files,
          assets: `${base}assets/`,
          network,
        }),
      });
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  CACHE_PREFIX,
  serviceWorkerSource,
  type WorkerConfig,
  type WorkerExtendableEvent,
  type WorkerFetchEvent,
  type WorkerInstallEvent,
  type WorkerScope,
} from './serviceWorker';

// docs/adr/0022-service-worker.md: the worker as sw.js runs it (its generated source, evaluated),
// in a fake worker scope with Cache Storage in memory and a server of files.

const ORIGIN = 'https://kola.test';
const MEMBER_PAGE = (entry: string) =>
  `<!doctype html><html><head><script type="module" src="${entry}"></script></head><body></body></html>`;

function buildOf(name: string, files: string[]): WorkerConfig {
  return {
    build: name,
    page: '/index.html',
    entry: files[0]!,
    files,
    assets: '/assets/',
    network: ['/api', '/admin'],
  };
}

const key = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : new URL(String(input), ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(input: RequestInfo | URL) {
    return this.entries.get(key(input))?.clone();
  }
  async put(input: RequestInfo | URL, response: Response) {
    this.entries.set(key(input), response.clone());
  }
  paths() {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache());
    return this.caches.get(name)!;
  }
  async match(input: RequestInfo | URL) {
    for (const cache of this.caches.values()) {
      const hit = await cache.match(input);
      if (hit) return hit;
    }
    return undefined;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

/** The server: its files now (a deploy replaces them), and the paths it was asked for. */
function server(files: Record<string, string>) {
  const state = { files, requests: [] as string[] };
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(key(input)).pathname;
    state.requests.push(path);
    // A page path gets index.html (the SPA fallback of apps/api's webApps.ts).
    const body = state.files[/\.[^/]+$/.test(path) ? path : '/index.html'];
    return body === undefined
      ? new Response('not found', { status: 404 })
      : new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
  };
  return { state, fetch: fetch as typeof globalThis.fetch };
}

type Listener = (event: unknown) => void;

/** Starts a worker of `config` (its sw.js source) in a scope sharing `caches` and `fetch`. */
function startWorker(config: WorkerConfig, caches: FakeCacheStorage, fetch: typeof globalThis.fetch) {
  const listeners = new Map<string, Listener>();
  const routes: unknown[] = [];
  let skipped = false;
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    caches: caches as unknown as CacheStorage,
    fetch,
    skipWaiting: async () => {
      skipped = true;
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as WorkerScope;
  new Function('self', serviceWorkerSource(config))(scope);

  const extendable = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    const event: WorkerInstallEvent & WorkerExtendableEvent = {
      waitUntil: (p) => void waits.push(p),
      addRoutes: async (rules) => void routes.push(...rules),
    };
    listeners.get(type)!(event);
    await Promise.all(waits);
  };
  return {
    install: () => extendable('install'),
    activate: () => extendable('activate'),
    get skipped() {
      return skipped;
    },
    routes,
    /** What the worker answers for a request: a response, or 'network' when it lets it through. */
    async request(path: string, init: { mode?: RequestMode; method?: string } = {}) {
      let answer: Promise<Response> | undefined;
      const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET' });
      // Request's mode cannot be 'navigate' when made by hand: the worker reads it from the event.
      Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
      const event: WorkerFetchEvent = { request, respondWith: (r) => void (answer = r) };
      listeners.get('fetch')!(event);
      return answer ? await answer : 'network';
    },
  };
}

const A = ['/assets/index-AAAAAAAA.js', '/assets/DashboardPage-AAAAAAAA.js', '/assets/index-AAAAAAAA.css'];
const B = ['/assets/index-BBBBBBBB.js', '/assets/DashboardPage-AAAAAAAA.js', '/assets/index-BBBBBBBB.css'];
const filesOf = (names: string[]) => Object.fromEntries(names.map((n) => [n, `code of ${n}`]));

describe('given the app’s service worker', () => {
  it('installs a build (its files, then its page) and answers pages from the cache, never the API or the other app', async () => {
    const caches = new FakeCacheStorage();
    const site = server({ ...filesOf(A), '/index.html': MEMBER_PAGE(A[0]!) });
    const worker = startWorker(buildOf('a', A), caches, site.fetch);
    await worker.install();
    await worker.activate();

    expect(worker.skipped).toBe(true);
    expect([...caches.caches.keys()]).toEqual([`${CACHE_PREFIX}a`]);
    expect(caches.caches.get(`${CACHE_PREFIX}a`)!.paths()).toEqual([...A, '/index.html'].sort());
    // The browser sends these without starting the worker (static routing, Chromium 123+).
    expect(worker.routes).toEqual([
      { condition: { urlPattern: { pathname: '/api*' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/admin*' } }, source: 'network' },
    ]);

    site.state.requests.length = 0;
    for (const page of ['/user/dashboard', '/login', '/register?ref=halima', '/']) {
      const answer = await worker.request(page, { mode: 'navigate' });
      expect(answer, page).toBeInstanceOf(Response);
      expect(await (answer as Response).text(), page).toBe(MEMBER_PAGE(A[0]!));
    }
    expect(await ((await worker.request(A[1]!)) as Response).text()).toBe(`code of ${A[1]}`);
    expect(site.state.requests).toEqual([]);

    // Never the API (whatever the method), the other app, a file opened in the tab, or a POST.
    expect(await worker.request('/api/auth/user')).toBe('network');
    expect(await worker.request('/api/bonuses/x/summary', { mode: 'navigate' })).toBe('network');
    expect(await worker.request('/admin/users', { mode: 'navigate' })).toBe('network');
    expect(await worker.request('/admin-login', { mode: 'navigate' })).toBe('network');
    expect(await worker.request('/admin-app/assets/index-CCCCCCCC.js')).toBe('network');
    expect(await worker.request('/favicon.ico', { mode: 'navigate' })).toBe('network');
    expect(await worker.request('/user/dashboard', { mode: 'navigate', method: 'POST' })).toBe('network');
    // Nothing but the page and the build's files is ever stored.
    expect(caches.caches.get(`${CACHE_PREFIX}a`)!.paths()).toEqual([...A, '/index.html'].sort());
  });

  it('does not keep a page of another build: a deploy between sw.js and index.html fails the install', async () => {
    const caches = new FakeCacheStorage();
    const site = server({ ...filesOf(A), '/index.html': MEMBER_PAGE(B[0]!) });
    const worker = startWorker(buildOf('a', A), caches, site.fetch);
    await expect(worker.install()).rejects.toThrow(/not the page of build a/);
    expect(worker.skipped).toBe(false);
    // A page comes from the server, then, as without a worker.
    site.state.requests.length = 0;
    const answer = (await worker.request('/user/dashboard', { mode: 'navigate' })) as Response;
    expect(await answer.text()).toBe(MEMBER_PAGE(B[0]!));
    expect(site.state.requests).toEqual(['/user/dashboard']);
  });

  it('does not keep a page whose files it could not all get', async () => {
    const caches = new FakeCacheStorage();
    const { [A[1]!]: _missing, ...rest } = filesOf(A);
    const site = server({ ...rest, '/index.html': MEMBER_PAGE(A[0]!) });
    const worker = startWorker(buildOf('a', A), caches, site.fetch);
    await expect(worker.install()).rejects.toThrow(/DashboardPage-AAAAAAAA\.js answered 404/);
    expect(await caches.caches.get(`${CACHE_PREFIX}a`)!.match('/index.html')).toBeUndefined();
  });

  it('after a deploy: the new build’s page, unchanged files not fetched again, and the previous build kept for a page still open on it', async () => {
    const caches = new FakeCacheStorage();
    const site = server({ ...filesOf(A), '/index.html': MEMBER_PAGE(A[0]!) });
    const a = startWorker(buildOf('a', A), caches, site.fetch);
    await a.install();
    await a.activate();

    // Build B replaces build A on the server: A's entry and stylesheet are gone.
    site.state.files = { ...filesOf(B), '/index.html': MEMBER_PAGE(B[0]!) };
    site.state.requests.length = 0;
    const b = startWorker(buildOf('b', B), caches, site.fetch);
    await b.install();
    await b.activate();
    expect(site.state.requests.sort()).toEqual([
      '/assets/index-BBBBBBBB.css',
      '/assets/index-BBBBBBBB.js',
      '/index.html',
    ]);
    expect([...caches.caches.keys()]).toEqual([`${CACHE_PREFIX}a`, `${CACHE_PREFIX}b`]);

    const page = (await b.request('/user/wallet', { mode: 'navigate' })) as Response;
    expect(await page.text()).toBe(MEMBER_PAGE(B[0]!));
    // A page still open on build A loads A's files, which the server no longer has.
    site.state.requests.length = 0;
    expect(await ((await b.request(A[0]!)) as Response).text()).toBe(`code of ${A[0]}`);
    expect(await ((await b.request(A[2]!)) as Response).text()).toBe(`code of ${A[2]}`);
    expect(site.state.requests).toEqual([]);

    // One more build: A's cache goes, B's stays for the pages open on it.
    const C = ['/assets/index-CCCCCCCC.js'];
    site.state.files = { ...filesOf(C), '/index.html': MEMBER_PAGE(C[0]!) };
    const c = startWorker(buildOf('c', C), caches, site.fetch);
    await c.install();
    await c.activate();
    expect([...caches.caches.keys()]).toEqual([`${CACHE_PREFIX}b`, `${CACHE_PREFIX}c`]);
  });
});

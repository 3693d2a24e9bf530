import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, isHashedAsset } from '../src/lib/webApps';
import { startServer, type TestServer } from './helper';

// docs/adr/0014-static-delivery.md: the built apps as the server delivers them, on a small
// fixture dist (the real builds are checked by tools/check-budgets.mjs).

const APP_JS = `console.log(${JSON.stringify('kola '.repeat(400))});\n`;
const SW_JS = `self.addEventListener('fetch', () => {}); // ${'kola '.repeat(100)}\n`;
const MEMBER_HTML = '<!doctype html><html><body><div id="root"></div><!-- member --></body></html>\n';
const ADMIN_HTML = '<!doctype html><html><body><div id="root"></div><!-- admin --></body></html>\n';

/** A dist folder as `vite build` leaves it: index.html, hashed assets, and their .br/.gz siblings. */
function writeDist(root: string, html: string, asset: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': html,
    [`assets/${asset}`]: APP_JS,
    'robots.txt': 'x\n',
    // member-web's service worker (docs/adr/0022-service-worker.md), precompressed like any script.
    'sw.js': SW_JS,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    if (name === 'robots.txt') continue;
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(baseUrl: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const vary = (r: Raw) => String(r.headers['vary'] ?? '').toLowerCase();

describe('given built web apps', () => {
  let dir: string;
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kola-dist-'));
    writeDist(path.join(dir, 'member'), MEMBER_HTML, 'app-abc12345.js');
    writeDist(path.join(dir, 'admin'), ADMIN_HTML, 'admin-Xy_9-k2Q.js');
    server = await startServer({
      MEMBER_WEB_DIST: path.join(dir, 'member'),
      ADMIN_WEB_DIST: path.join(dir, 'admin'),
    });
    base = server.baseUrl;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a hashed asset', () => {
    it('is sent as brotli when the browser accepts br, even next to gzip', async () => {
      const r = await get(base, '/assets/app-abc12345.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(vary(r)).toContain('accept-encoding');
      expect(r.body.length).toBeLessThan(APP_JS.length / 5);
      expect(brotliDecompressSync(r.body).toString()).toBe(APP_JS);
    });

    it('is sent as gzip when only gzip is accepted', async () => {
      const r = await get(base, '/assets/app-abc12345.js', { 'accept-encoding': 'gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(vary(r)).toContain('accept-encoding');
      expect(gunzipSync(r.body).toString()).toBe(APP_JS);
    });

    it('is sent as is when no encoding is accepted, still saying it varies', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const r = await get(base, '/assets/app-abc12345.js', headers);
        expect(r.status).toBe(200);
        expect(r.headers['content-encoding']).toBeUndefined();
        expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
        expect(vary(r)).toContain('accept-encoding');
        expect(r.body.toString()).toBe(APP_JS);
      }
    });

    it('is cached for a year as immutable, whatever the encoding', async () => {
      for (const enc of ['br', 'gzip', 'identity']) {
        const r = await get(base, '/assets/app-abc12345.js', { 'accept-encoding': enc });
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const admin = await get(base, '/admin-app/assets/admin-Xy_9-k2Q.js', { 'accept-encoding': 'br' });
      expect(admin.status).toBe(200);
      expect(admin.headers['content-encoding']).toBe('br');
      expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('is a 404 when missing, not the app’s page', async () => {
      for (const url of [
        '/assets/missing.js',
        '/assets/app-abc12346.js',
        '/admin-app/assets/x-12345678.css',
      ]) {
        const r = await get(base, url, { 'accept-encoding': 'br, gzip' });
        expect(r.status, url).toBe(404);
        expect(r.body.toString()).not.toContain('<div id="root">');
      }
      for (const url of ['/favicon.ico', '/manifest.webmanifest', '/user/photo.png?v=2']) {
        const r = await get(base, url);
        expect(r.status, url).toBe(404);
      }
    });
  });

  describe('index.html', () => {
    it('is revalidated on every visit (no-cache, with ETag and Last-Modified) and never immutable', async () => {
      const r = await get(base, '/index.html', { 'accept-encoding': 'br, gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['etag']).toBeTruthy();
      expect(r.headers['last-modified']).toBeTruthy();
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(r.body).toString()).toBe(MEMBER_HTML);
    });

    it('answers a client route (the SPA fallback) the same way, and a 304 when unchanged', async () => {
      for (const [url, html] of [
        ['/', MEMBER_HTML],
        ['/login', MEMBER_HTML],
        ['/user/ada.okafor', MEMBER_HTML],
        ['/user/dashboard', MEMBER_HTML],
        ['/register?ref=bola', MEMBER_HTML],
        ['/admin-login', ADMIN_HTML],
        ['/admin/users', ADMIN_HTML],
      ] as const) {
        const r = await get(base, url, { 'accept-encoding': 'gzip' });
        expect(r.status, url).toBe(200);
        expect(r.headers['cache-control'], url).toBe('no-cache');
        expect(r.headers['content-type'], url).toMatch(/^text\/html/);
        expect(r.headers['content-encoding'], url).toBe('gzip');
        expect(vary(r), url).toContain('accept-encoding');
        expect(gunzipSync(r.body).toString(), url).toBe(html);
        const again = await get(base, url, {
          'accept-encoding': 'gzip',
          'if-none-match': String(r.headers['etag']),
        });
        expect(again.status, url).toBe(304);
      }
      const plain = await get(base, '/login');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(MEMBER_HTML);
    });

    it('sends the service worker revalidated (no-cache), so a new build’s worker is seen on the next visit', async () => {
      const r = await get(base, '/sw.js', { 'accept-encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/javascript/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.body).toString()).toBe(SW_JS);
      const etag = String(r.headers['etag']);
      const again = await get(base, '/sw.js', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
    });

    it('keeps an unhashed file revalidated too', async () => {
      const r = await get(base, '/robots.txt', { 'accept-encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['cache-control']).toBe('no-cache');
    });
  });

  it('leaves the API’s own 404s as JSON', async () => {
    const r = await get(base, '/api/nothing-here');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString())).toMatchObject({ success: false });
  });
});

describe('given a built file’s path', () => {
  it('calls immutable only what Vite content-hashed into assets/', () => {
    expect(isHashedAsset('/srv/dist/assets/index-Dm-_oWQS.js')).toBe(true);
    expect(isHashedAsset('/srv/dist/assets/index-Dm-_oWQS.js.br')).toBe(true);
    expect(isHashedAsset('/srv/dist/assets/inter-latin-400-normal-Cq2eP3Yb.woff2')).toBe(true);
    expect(isHashedAsset('/srv/dist/index.html')).toBe(false);
    expect(isHashedAsset('/srv/dist/index.html.gz')).toBe(false);
    expect(isHashedAsset('/srv/dist/assets/logo.svg')).toBe(false);
    expect(isHashedAsset('/srv/dist/app-abc12345.js')).toBe(false);
    expect(cacheControlFor('/srv/dist/index.html')).toBe('no-cache');
  });
});

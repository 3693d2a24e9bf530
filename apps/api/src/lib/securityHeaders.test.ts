import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaderOptions, headersOf, securityHeaders } from './securityHeaders';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  xFrameOptions: { action: 'deny' as const },
};

const app = Fastify();

beforeAll(async () => {
  await app.register(securityHeaders, options);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/none', { helmet: false }, async () => ({ ok: true }));
  app.get('/framed', { helmet: { xFrameOptions: { action: 'sameorigin' } } }, async () => ({ ok: true }));
  // A route's own hook refusing the request (as a rate limit does) comes after its headers.
  app.get(
    '/framed-refused',
    {
      helmet: { xFrameOptions: { action: 'sameorigin' } },
      onRequest: async () => {
        throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/none-refused',
    {
      helmet: false,
      onRequest: [
        async () => {
          throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
        },
      ],
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/page',
    {
      helmet: {
        enableCSPNonces: true,
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
      },
    },
    async (_req, reply) => reply.cspNonce,
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('sends every header helmet gives for the options, on every answer, a 404 too', async () => {
    const expected = headersOf(options);
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Frame-Options']),
    );
    for (const url of ['/plain', '/plain', '/missing']) {
      const res = await get(url);
      for (const [name, value] of expected) expect(res.headers[name.toLowerCase()]).toBe(value);
    }
    const res = await get('/plain');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends none on a route that opts out', async () => {
    const res = await get('/none');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("lays a route's own options over the server's, on its HEAD and its refusals too", async () => {
    for (const res of [
      await get('/framed'),
      await app.inject({ method: 'HEAD', url: '/framed' }),
      await get('/framed-refused'),
    ]) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await get('/framed-refused')).statusCode).toBe(429);
    const refused = await get('/none-refused');
    expect(refused.statusCode).toBe(429);
    for (const [name] of headersOf(options)) expect(refused.headers[name.toLowerCase()]).toBeUndefined();
  });

  it('gives a page that asks for nonces fresh ones in its policy on every answer', async () => {
    const first = await get('/page');
    const second = await get('/page');
    const nonces = [first, second].map((res) => res.json<{ script: string; style: string }>());
    expect(nonces[0]!.script).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]!.script).not.toBe(nonces[1]!.script);
    const policy = first.headers['content-security-policy'];
    expect(policy).toBe(
      `default-src 'none';script-src 'nonce-${nonces[0]!.script}';style-src 'nonce-${nonces[0]!.style}'`,
    );
    expect(first.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the API set', () => {
  const server = Fastify();
  beforeAll(async () => {
    await server.register(securityHeaders, {
      ...options,
      api: { prefix: '/api/', documents: ['/api/docs'] },
    });
    server.get('/api/wallet', async () => ({ ok: true }));
    server.get('/api/docs', async () => 'a page');
    server.get('/api/page', { helmet: { xFrameOptions: { action: 'sameorigin' } } }, async () => 'a page');
    server.get('/login', async () => 'a page');
    await server.ready();
  });
  afterAll(() => server.close());

  it("answers the API's JSON with what the security checks ask of every answer, and nothing only a document uses", async () => {
    for (const url of ['/api/wallet', '/api/missing']) {
      const res = await server.inject({ method: 'GET', url });
      for (const [name, value] of headersOf(apiHeaderOptions(options)))
        expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
      ])
        expect(res.headers[documentOnly]).toBeUndefined();
    }
  });

  it("gives pages (outside the prefix, under its documents, or with options of their own) the documents' set", async () => {
    for (const url of ['/login', '/api/docs', '/missing']) {
      const res = await server.inject({ method: 'GET', url });
      for (const [name, value] of headersOf(options)) expect(res.headers[name.toLowerCase()]).toBe(value);
    }
    // Its own options over the documents' set, whose every header it carries.
    const own = await server.inject({ method: 'GET', url: '/api/page' });
    for (const [name, value] of headersOf({ ...options, xFrameOptions: { action: 'sameorigin' } }))
      expect(own.headers[name.toLowerCase()]).toBe(value);
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

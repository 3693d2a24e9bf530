import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import type { HandlerMap } from './handlers';
import { lazyCompilers } from './lazyCompilers';
import { registerContract } from './register';

const contract = loadContract();
const ajv = { customOptions: { strict: false, allErrors: true, coerceTypes: 'array' as const } };
// A package with a field the contract does not have: the serializer drops it.
const handlers = {
  listPackages: async () => ({
    message: 'Packages',
    data: [
      {
        id: 1,
        name: 'Silver',
        point_value: 5,
        registration_value: '17500.00',
        pickup_amount: '10000.00',
        matching_bonus_cap: '20000.00',
        secret: 'not in the contract',
      },
    ],
  }),
} as unknown as HandlerMap;

async function app(compilers?: ReturnType<typeof lazyCompilers>): Promise<FastifyInstance> {
  const fastify = Fastify({
    ajv,
    ...(compilers ? { schemaController: { compilersFactory: compilers } } : {}),
  });
  await registerContract(fastify, {
    contract,
    handlers,
    authenticate: async () => null,
    responseValidation: false,
    authRateLimitMax: 1_000,
  });
  await fastify.ready();
  return fastify;
}

describe('route validators and serializers compiled on first use', () => {
  const compilers = lazyCompilers();
  const apps = Promise.all([app(), app(compilers)]);
  afterAll(async () => Promise.all((await apps).map((a) => a.close())));

  it('answer exactly as the functions Fastify compiles at start', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/packages/all' },
      // Refused by the body's schema (a number for the username, no password).
      { method: 'POST' as const, url: '/api/auth/login', payload: { username: 7 } },
      // Refused by the path's schema (a whole number), then accepted (no handler here: 501).
      { method: 'GET' as const, url: '/api/packages/abc' },
      { method: 'GET' as const, url: '/api/packages/2' },
    ];
    const [eager, lazy] = await apps;
    const statuses: number[] = [];
    for (const request of requests) {
      const [a, b] = await Promise.all([eager!.inject(request), lazy!.inject(request)]);
      expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
      statuses.push(b.statusCode);
    }
    expect(statuses).toEqual([200, 400, 400, 501]);
    const packages = JSON.parse((await lazy!.inject(requests[0]!)).body);
    expect(packages.data[0]).toMatchObject({ name: 'Silver', point_value: 5 });
    expect(packages.data[0]).not.toHaveProperty('secret');
  }, 180_000);

  it('every route of the contract compiles', async () => {
    await apps;
    expect(() => compilers.compileAll()).not.toThrow();
    // About 8 s on a quiet machine (as every start took before); generous for a busy one.
  }, 180_000);
});

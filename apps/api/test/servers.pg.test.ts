// Several servers (docs/security.md#several-servers): two servers, each with its own connection
// pool, on one PostgreSQL database. One at a time runs the sweeps and the reconciliation; request
// limits and failed sign-ins are counted for all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusively, LOCKS } from '../src/lib/exclusive';
import { ADMIN, startPeer, startServer, type TestServer } from './helper';

let a: TestServer;
let b: TestServer;
/** Sign-in requests per minute and client address. */
const LIMIT = 8;

beforeAll(async () => {
  const env = { AUTH_RATE_LIMIT_MAX: String(LIMIT) };
  a = await startServer(env);
  expect(a.app.database.driver).toBe('postgres');
  b = await startPeer(a, env);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('work done by one server at a time', () => {
  it('of two servers starting the same sweep together, one runs it and the other skips; 20 trials', async () => {
    const TRIALS = 20;
    let running = 0;
    let most = 0;
    let runs = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
    };
    let skipped = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const ran = await Promise.all([
        exclusively(a.app.database, LOCKS.paymentSweep, task),
        exclusively(b.app.database, LOCKS.paymentSweep, task),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      skipped += ran.filter((r) => !r).length;
    }
    expect(most).toBe(1);
    expect(runs).toBe(TRIALS);
    expect(skipped).toBe(TRIALS);
    // The lock is free again after each round, also when the task throws.
    await expect(
      exclusively(a.app.database, LOCKS.paymentSweep, async () => {
        throw new Error('sweep broke');
      }),
    ).rejects.toThrow('sweep broke');
    expect(await exclusively(b.app.database, LOCKS.paymentSweep, async () => undefined)).toBe(true);
    // Different work does not wait for each other.
    const both = await Promise.all([
      exclusively(a.app.database, LOCKS.paymentSweep, task),
      exclusively(b.app.database, LOCKS.payoutReconciliation, task),
    ]);
    expect(both).toEqual([true, true]);
    console.log(`exclusive sweeps: 2 servers, ${TRIALS} trials, ${runs} runs, ${skipped} skipped`);
  }, 120_000);
});

describe('limits counted for every server', () => {
  it('failed sign-ins on either server add up: the fifth shuts the address out on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 ? b : a;
      const res = await server.http('POST', '/api/auth/admin-login', {
        body: { email: ADMIN.email, password: `wrong-password-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s >= 400 && s < 500 && s !== 429)).toBe(true);
    // The right password now, on the server that saw only two of the failures.
    const right = await b.http('POST', '/api/auth/admin-login', { body: ADMIN });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/failed login attempts/);
  });

  it(`the per-minute request limit (${LIMIT}) is one count across both servers`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 ? b : a;
      const res = await server.http('POST', '/api/auth/login', {
        body: { username: `nobody${i}`, password: 'Wrong-password-9' },
      });
      statuses.push(res.status);
    }
    // Each server saw only half the requests; together they passed the limit.
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const limited = await a.http('POST', '/api/auth/login', { body: { username: 'x', password: 'y' } });
    expect(limited.body.message).toMatch(/Too many requests/);
    console.log(`shared limits, 2 servers: sign-in statuses ${statuses.join(',')}`);
  });
});

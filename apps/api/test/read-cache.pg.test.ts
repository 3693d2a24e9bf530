// The read cache on a real PostgreSQL server: sessions and wallet totals are served from memory
// and dropped by the database's notifications when another process (here: plain SQL on a
// connection of its own, which no code of this process sees) changes what they depend on.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION } from '../src/db/changeFeed';
import { LOCAL_WRITE_WINDOW_MS } from '../src/lib/readCache';
import {
  adminToken,
  latestCode,
  PASSWORD,
  signUp,
  slotQueue,
  startServer,
  type SlotQueue,
  type TestServer,
} from './helper';
import { addBank, fund, idOf } from './withdrawals.fixtures';

let server: TestServer;
let slots: SlotQueue;
let admin: string;
/** Another process's connection: its writes reach this server only as notifications. */
let other: pg.Client;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

interface Member {
  uuid: string;
  token: string;
  id: number;
}

/** A paid member (their session may be cached), with the form they signed up with. */
async function paidMember(): Promise<Member & { form: Awaited<ReturnType<typeof signUp>>['form'] }> {
  const m = await signUp(http, slots);
  const id = await idOf(db(), m.uuid);
  await db()
    .updateTable('users')
    .set({ status: 'active', payment_status: 'approved' })
    .where('id', '=', id)
    .execute();
  return { uuid: m.uuid, token: m.token, id, form: m.form };
}

const balance = async (m: Member) => {
  const res = await http('GET', `/api/bonuses/${m.uuid}/wallet-balance`, { token: m.token });
  return { status: res.status, naira: res.body.data?.wallet_balance as number | undefined };
};

let postings = 0;
/** Credits a wallet by plain SQL on the other connection (a bonus paid by another server). */
async function creditElsewhere(userId: number, kobo: number) {
  postings += 1;
  const key = `read-cache-test:${userId}:${postings}`;
  await other.query(
    `with t as (
       insert into ledger_transactions (idempotency_key, kind, cause_type, cause_ref)
       values ($1, 'test_funding', 'test', $1) returning id)
     insert into ledger_entries (transaction_id, account_id, user_id, amount_kobo, kind, cause_type, cause_ref)
     select t.id, a.id, a.user_id,
       case when a.user_id is null then -$3::bigint else $3::bigint end,
       case when a.user_id is null then 'contra' else 'referral_bonus' end, 'test', $1
     from t, ledger_accounts a where a.user_id = $2 or a.code = 'company:bonus_expense'`,
    [key, userId, kobo],
  );
}

/** Asks until `check` holds (notifications arrive within milliseconds; 5 s is a wide margin). */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  slots = slotQueue();
  admin = await adminToken(http);
  other = new pg.Client({ connectionString: server.config.databaseUrl! });
  await other.connect();
}, 180_000);
afterAll(async () => {
  await other?.end();
  await server?.close();
});

describe('read cache on PostgreSQL', () => {
  it('is on once the change feed listens, and a second read of a wallet is a hit', async () => {
    expect(server.app.readCache.stats().enabled).toBe(true);
    const m = await paidMember();
    await fund(db(), m.id, 250_000);
    await new Promise((r) => setTimeout(r, LOCAL_WRITE_WINDOW_MS + 100)); // past this process's own write
    expect((await balance(m)).naira).toBe(2_500);
    const before = server.app.readCache.stats().hits;
    expect((await balance(m)).naira).toBe(2_500);
    // The session and the wallet both came from memory.
    expect(server.app.readCache.stats().hits - before).toBe(2);
  }, 30_000);

  it('another process crediting the wallet: the next reads show it (20 times)', async () => {
    const m = await paidMember();
    let expected = 0;
    expect((await balance(m)).naira).toBe(0);
    for (let i = 1; i <= 20; i++) {
      await balance(m); // cached
      await creditElsewhere(m.id, 10_000 * i);
      expected += 100 * i;
      await eventually(async () => (await balance(m)).naira === expected);
    }
    // Nothing was stale for long: a read right after the notification agrees with the database.
    const sum = await other.query<{ s: string }>(
      'select coalesce(sum(amount_kobo), 0) as s from ledger_entries where user_id = $1',
      [m.id],
    );
    expect(Number(sum.rows[0]!.s)).toBe(expected * 100);
  }, 60_000);

  it("this process's own write is read back at once (withdraw, read, decline, read; 15 times)", async () => {
    const m = await paidMember();
    await addBank(http, m.token, m.uuid);
    await fund(db(), m.id, 5_000_000);
    for (let i = 0; i < 15; i++) {
      const start = (await balance(m)).naira!;
      const res = await http('POST', `/api/withdrawals/${m.uuid}/initiate`, {
        token: m.token,
        body: { amount: 10_000 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await balance(m)).naira).toBe(start - 10_000);
      const pending = await db()
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', m.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect((await http('PATCH', `/api/withdrawals/${pending.id}/decline`, { token: admin })).status).toBe(
        200,
      );
      expect((await balance(m)).naira).toBe(start);
    }
  }, 120_000);

  it('a session revoked or a member expired by another process is refused on the next requests', async () => {
    const m = await paidMember();
    expect((await balance(m)).status).toBe(200);
    expect((await balance(m)).status).toBe(200); // the session is cached now
    await other.query(
      `update sessions set revoked_at = now() where account_type = 'user' and account_id = $1`,
      [m.id],
    );
    await eventually(async () => (await balance(m)).status === 401);

    const n = await paidMember();
    await balance(n);
    await balance(n);
    await other.query(
      `update sessions set expires_at = now() where account_type = 'user' and account_id = $1`,
      [n.id],
    );
    await eventually(async () => (await balance(n)).status === 401);
  }, 60_000);

  it('logout on this server refuses the token on the very next request', async () => {
    const m = await paidMember();
    await balance(m);
    await balance(m);
    expect((await http('POST', '/api/auth/logout', { token: m.token })).status).toBe(200);
    expect((await balance(m)).status).toBe(401);
  }, 30_000);

  it('a kept session is answered from memory; a password change ends the other sessions at once', async () => {
    const m = await paidMember();
    const login = await http('POST', '/api/auth/login', {
      body: { username: m.form.username, password: PASSWORD },
    });
    const member: Member = { uuid: m.uuid, token: m.token, id: m.id };
    const otherSession: Member = { ...member, token: login.body.data.access_token };
    await balance(member);
    await balance(otherSession);
    // Kept now: each read is two hits (the session, the wallet) and asks the database nothing.
    const before = server.app.readCache.stats();
    for (let i = 0; i < 5; i++) expect((await balance(otherSession)).status).toBe(200);
    const after = server.app.readCache.stats();
    expect(after.hits - before.hits).toBe(10);
    expect(after.misses).toBe(before.misses);

    await http('POST', '/api/auth/change-password-link', {
      token: member.token,
      body: { email: m.form.email, old_password: PASSWORD, user_type: 'user' },
    });
    const code = await latestCode(http, m.form.email, /change/);
    const changed = await http('POST', '/api/auth/change-password', {
      token: member.token,
      body: { email: m.form.email, code, password: 'Changed-pass-22', user_type: 'user' },
    });
    expect(changed.status).toBe(200);
    expect((await balance(otherSession)).status).toBe(401);
    expect((await balance(member)).status).toBe(200);
  }, 60_000);

  it('the change feed lost: the cache is off (nothing stale is served), then back on', async () => {
    const m = await paidMember();
    await balance(m);
    await balance(m);
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      CHANGE_FEED_APPLICATION,
    ]);
    await eventually(async () => !server.app.readCache.stats().enabled);
    // Written while nobody listens: no notification reaches this server, yet it is read.
    await creditElsewhere(m.id, 70_000);
    expect((await balance(m)).naira).toBe(700);
    await eventually(async () => server.app.readCache.stats().enabled);
    await creditElsewhere(m.id, 30_000);
    await eventually(async () => (await balance(m)).naira === 1_000);
  }, 60_000);
});

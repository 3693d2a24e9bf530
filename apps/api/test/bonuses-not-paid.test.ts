import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { userId } from './money';

/*
 * GET /reports/bonuses-not-paid (docs/screens/back-office.md#bonuses-not-paid): the forfeited
 * bonus lines, administrators only, newest first, paged, filtered by member, reason and Lagos
 * days, with the totals by reason of every matching line. The lines are written as SQL the way
 * plan/bonus-posting.ts stores them (a read of that table: no money moves).
 */

let server: TestServer;
let admin: string;
let memberToken: string;
const ids: Record<'a' | 'b', number> = { a: 0, b: 0 };
const names: Record<'a' | 'b', string> = { a: '', b: '' };
const db = () => server.app.database.db;
const slots = slotQueue();

type Reason = 'recipient_inactive' | 'cap_reached' | 'setting_zero' | 'no_recipient';
async function line(user: number | null, reason: Reason, kobo: number, at: string, kind = 'matching_bonus') {
  const row = await db()
    .insertInto('forfeited_bonuses')
    .values({
      user_id: user,
      kind,
      amount_kobo: kobo,
      reason,
      cause_type: 'test',
      cause_ref: `t-${reason}-${kobo}`,
      created_at: new Date(at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const report = (query = '', token = admin) =>
  server.http('GET', `/api/reports/bonuses-not-paid${query}`, { token });

/** The table's own sums for comparison (kobo). */
async function tableSums(filter: { user?: number; since?: string; until?: string }) {
  let query = db()
    .selectFrom('forfeited_bonuses')
    .select((eb) => ['reason', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount_kobo').as('kobo')])
    .groupBy('reason');
  if (filter.user) query = query.where('user_id', '=', filter.user);
  if (filter.since) query = query.where('created_at', '>=', new Date(filter.since));
  if (filter.until) query = query.where('created_at', '<', new Date(filter.until));
  const rows = await query.execute();
  return Object.fromEntries(rows.map((r) => [r.reason, { count: Number(r.n), kobo: Number(r.kobo) }]));
}

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  for (const k of ['a', 'b'] as const) {
    const m = await signUp(server.http, slots);
    names[k] = m.form.username;
    ids[k] = await userId(db(), m.form.username);
    memberToken = m.token;
  }
  // Lagos days: 10 March (09:00 UTC), 11 March 00:30 (23:30 UTC on the 10th), 12 March.
  await line(ids.a, 'recipient_inactive', 150_050, '2026-03-10T09:00:00Z', 'referral_bonus');
  await line(ids.a, 'cap_reached', 99_999, '2026-03-10T23:30:00Z');
  await line(ids.b, 'recipient_inactive', 200_000, '2026-03-11T12:00:00Z');
  await line(ids.b, 'setting_zero', 0, '2026-03-12T12:00:00Z', 'equilibrium_bonus');
  await line(null, 'no_recipient', 1_000, '2026-03-12T13:00:00Z', 'placement_bonus');
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

describe('bonuses not paid', () => {
  it('is for administrators only', async () => {
    expect((await report('', memberToken)).status).toBe(403);
    expect((await server.http('GET', '/api/reports/bonuses-not-paid')).status).toBe(401);
  });

  it("totals by reason equal the table's own sums, for the whole table and for a member", async () => {
    for (const [query, filter] of [
      ['', {}],
      [`?member=${names.a}`, { user: ids.a }],
      [`?member=${names.b}`, { user: ids.b }],
    ] as const) {
      const res = await report(query);
      expect(res.status).toBe(200);
      const sums = await tableSums(filter);
      const totals = Object.fromEntries(
        (res.body.data.totals as { reason: string; count: number; amount: number }[]).map((t) => [
          t.reason,
          { count: t.count, kobo: Math.round(t.amount * 100) },
        ]),
      );
      expect(totals).toEqual(sums);
      const all = Object.values(sums);
      expect(Math.round(res.body.data.total_amount * 100)).toBe(all.reduce((s, t) => s + t.kobo, 0));
      expect(res.body.data.total).toBe(all.reduce((s, t) => s + t.count, 0));
    }
  });

  it('shows each line with its member, kind, reason and amount, newest first, largest total first', async () => {
    const res = await report(`?member=${names.a}`);
    expect(res.body.data.data).toEqual([
      expect.objectContaining({
        username: names.a,
        kind: 'matching_bonus',
        reason: 'cap_reached',
        amount: 999.99,
      }),
      expect.objectContaining({ kind: 'referral_bonus', reason: 'recipient_inactive', amount: 1500.5 }),
    ]);
    expect(res.body.data.totals.map((t: { reason: string }) => t.reason)).toEqual([
      'recipient_inactive',
      'cap_reached',
    ]);
    const none = await report('?reason=no_recipient&from=2026-03-12&to=2026-03-12');
    expect(none.body.data.data).toEqual([
      expect.objectContaining({ uuid: null, username: null, reason: 'no_recipient', amount: 10 }),
    ]);
  });

  it('filters by Lagos days (both included) and reason, and pages', async () => {
    const day = await report('?from=2026-03-11&to=2026-03-11');
    // 23:30 UTC on the 10th is the 11th in Lagos.
    expect(day.body.data.data.map((l: { amount: number }) => l.amount)).toEqual([2000, 999.99]);
    expect(day.body.data.total_amount).toBe(2999.99);
    expect(await tableSums({ since: '2026-03-10T23:00:00Z', until: '2026-03-11T23:00:00Z' })).toEqual({
      cap_reached: { count: 1, kobo: 99_999 },
      recipient_inactive: { count: 1, kobo: 200_000 },
    });

    const inactive = await report('?reason=recipient_inactive');
    expect(inactive.body.data.totals).toEqual([{ reason: 'recipient_inactive', count: 2, amount: 3500.5 }]);

    const page = await report('?per_page=2&page=2');
    expect(page.body.data).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(page.body.data.data.map((l: { amount: number }) => l.amount)).toEqual([2000, 999.99]);
    // The totals are the filter's, not the page's.
    expect(page.body.data.total_amount).toBe(4510.49);
  });

  it('refuses an end before the start, a malformed day and an unknown reason; an unknown member matches nothing', async () => {
    const wrong = await report('?from=2026-03-12&to=2026-03-11');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.to).toBeDefined();
    expect((await report('?to=12/03/2026')).status).toBe(422);
    expect((await report('?reason=lost')).status).toBe(422);
    expect((await report('?member=nobody-here')).body.data).toMatchObject({
      total: 0,
      data: [],
      totals: [],
      total_amount: 0,
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_KINDS } from '@kola/domain';
import { isoWeek } from '../src/modules/admin-stats/admin-stats.service';
import { lagosDateKey } from '../src/modules/runs/runs.periods';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { payRegistration } from './money';

// The dashboard's charts (docs/screens/back-office.md#dashboard): registrations and revenue per
// ISO week (Lagos time) summing to the approved payments, and bonuses per kind summing to the
// members' ledger credits.

let server: TestServer;
let admin: string;
let member: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

interface Week {
  week: string;
  week_start: string;
  registrations: number;
  revenue: number;
}

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(http);
  const slots = slotQueue();
  for (const pkg of [1, 2, 1]) {
    const m = await signUp(http, slots, { package_id: pkg });
    await payRegistration(server, m.token, pkg);
    member = m.token;
  }
  // The first registration was approved three weeks ago (Lagos time).
  const first = await db().selectFrom('payments').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db()
    .updateTable('payments')
    .set({ approved_at: new Date(Date.now() - 21 * DAY_MS) })
    .where('id', '=', first.id)
    .execute();
});

afterAll(async () => {
  await server?.close();
});

async function approvedTotals() {
  const { rows } = await sql<{ registrations: string; kobo: string }>`
    select count(*) filter (where txn_source = 'package_payment' and purpose = 'registration') as registrations,
      coalesce(sum(coalesce(received_amount_kobo, amount_kobo)), 0) as kobo
    from payments where status = 'approved'`.execute(db());
  return { registrations: Number(rows[0]!.registrations), kobo: Number(rows[0]!.kobo) };
}

describe('registrations and revenue by week', () => {
  it('gives the last 12 ISO weeks, oldest first, summing to the approved payments', async () => {
    const res = await http('GET', '/api/users/registrations-by-week', { token: admin });
    expect(res.status).toBe(200);
    const weeks = res.body.data as Week[];
    expect(weeks).toHaveLength(12);
    for (const [i, w] of weeks.entries()) {
      const monday = new Date(`${w.week_start}T00:00:00Z`);
      expect(monday.getUTCDay(), w.week_start).toBe(1);
      expect(w.week).toBe(isoWeek(monday));
      if (i > 0)
        expect(monday.getTime() - new Date(`${weeks[i - 1]!.week_start}T00:00:00Z`).getTime()).toBe(
          7 * DAY_MS,
        );
    }
    const todayKey = lagosDateKey(new Date());
    const last = weeks[11]!;
    expect(last.week_start <= todayKey).toBe(true);
    expect(
      new Date(`${todayKey}T00:00:00Z`).getTime() - new Date(`${last.week_start}T00:00:00Z`).getTime(),
    ).toBeLessThan(7 * DAY_MS);

    const totals = await approvedTotals();
    expect(totals.registrations).toBe(3);
    expect(weeks.reduce((s, w) => s + w.registrations, 0)).toBe(totals.registrations);
    expect(Math.round(weeks.reduce((s, w) => s + w.revenue, 0) * 100)).toBe(totals.kobo);
    // The one approved three weeks ago sits three weeks before the current one.
    expect(weeks[8]!.registrations).toBe(1);
    expect(last.registrations).toBe(2);
  });

  it('gives as many weeks as asked, and 422 outside 1 to 104', async () => {
    const three = (await http('GET', '/api/users/registrations-by-week?weeks=3', { token: admin })).body
      .data as Week[];
    expect(three).toHaveLength(3);
    expect(three.map((w) => w.registrations)).toEqual([0, 0, 2]);
    for (const weeks of ['0', '105', 'many']) {
      const res = await http('GET', `/api/users/registrations-by-week?weeks=${weeks}`, { token: admin });
      expect(res.status, weeks).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain('weeks');
    }
  });

  it('is for administrators only', async () => {
    expect((await http('GET', '/api/users/registrations-by-week', { token: member })).status).toBe(403);
    expect((await http('GET', '/api/bonuses/paid-by-kind', { token: member })).status).toBe(403);
  });
});

describe('bonuses paid by kind', () => {
  async function ledgerByKind(from: Date, to: Date) {
    const rows = await db()
      .selectFrom('ledger_entries')
      .select(['kind', sql<string>`sum(amount_kobo)`.as('kobo')])
      .where('kind', 'in', [...BONUS_KINDS])
      .where('user_id', 'is not', null)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('kind')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.kobo)]));
  }

  it('sums the members’ bonus credits of the last 30 days per kind, largest first', async () => {
    const res = await http('GET', '/api/bonuses/paid-by-kind', { token: admin });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      from: string;
      to: string;
      total: number;
      kinds: { kind: string; amount: number; entries: number }[];
    };
    const todayKey = lagosDateKey(new Date());
    expect(data.to).toBe(todayKey);
    expect((Date.parse(data.to) - Date.parse(data.from)) / DAY_MS).toBe(29);
    const ledger = await ledgerByKind(new Date(Date.now() - 40 * DAY_MS), new Date(Date.now() + DAY_MS));
    expect(Object.keys(ledger).length).toBeGreaterThan(0);
    expect(Object.fromEntries(data.kinds.map((k) => [k.kind, Math.round(k.amount * 100)]))).toEqual(ledger);
    expect(Math.round(data.total * 100)).toBe(Object.values(ledger).reduce((s, v) => s + v, 0));
    const amounts = data.kinds.map((k) => k.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(data.kinds.every((k) => k.entries > 0)).toBe(true);
  });

  it('answers nothing for a range before any bonus, and 422 for a reversed or too long range', async () => {
    const old = (
      await http('GET', '/api/bonuses/paid-by-kind?from=2020-01-01&to=2020-12-31', { token: admin })
    ).body.data;
    expect(old).toEqual({ from: '2020-01-01', to: '2020-12-31', total: 0, kinds: [] });
    const reversed = await http('GET', '/api/bonuses/paid-by-kind?from=2026-02-01&to=2026-01-01', {
      token: admin,
    });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['to']);
    const long = await http('GET', '/api/bonuses/paid-by-kind?from=2024-01-01&to=2025-12-31', {
      token: admin,
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['from']);
    const bad = await http('GET', '/api/bonuses/paid-by-kind?from=2026-02-30', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
  });
});

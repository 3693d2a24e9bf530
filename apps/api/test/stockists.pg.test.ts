// Stockist decisions racing on a real PostgreSQL server (PGlite runs one connection):
// docs/pickups-and-stockists.md#decisions. Two administrators deciding one registration or one
// upgrade at the same moment: one wins, the other is told it was already decided, and the
// bonuses and the pickup allowances are given once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound } from './money';
import { member, type Member } from './orders.fixtures';
import { register, requestUpgrade } from './stockists.fixtures';

let server: TestServer;
const slots = slotQueue();
const TRIALS = 3;
/** Two administrators' sessions. */
let admins: [string, string];
let signee: Member;
const db = () => server.app.database.db;

async function paid(pkg: number): Promise<Member> {
  const m = await member(server, pkg, slots.take());
  slots.add(m.username);
  return m;
}

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  admins = [await adminToken(server.http), await adminToken(server.http)];
  signee = await paid(4);
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

/**
 * What was paid for a cause: the signee lines, and whether every (member, kind, generation) line
 * and the ledger transaction are there once.
 */
async function posted(causeRef: string) {
  const lines = await db()
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'amount_kobo', 'explanation', 'transaction_id'])
    .where('cause_ref', '=', causeRef)
    .where('user_id', 'is not', null)
    .execute();
  const keys = lines.map(
    (l) => `${l.user_id}:${l.kind}:${(l.explanation as { generation?: number }).generation ?? ''}`,
  );
  return {
    signee: lines.filter((l) => l.kind === 'signee_bonus').map((l) => l.amount_kobo),
    upline: lines.filter((l) => l.kind === 'stockist_upline_bonus').length,
    once: new Set(keys).size === keys.length,
    transactions: new Set(lines.map((l) => l.transaction_id)).size,
  };
}

const both = (path: string) => Promise.all(admins.map((token) => server.http('PATCH', path, { token })));

const stores: { member: Member; id: number }[] = [];

describe('two administrators approving one stockist registration at once', () => {
  it(`one wins, the bonuses are paid once, ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const owner = await paid(1);
      const reg = await register(server, owner.token, { referrer: signee.username });
      expect(reg.status, JSON.stringify(reg.body)).toBe(200);
      const { id, payment_id } = reg.body.data;
      const results = await both(`/api/stockists/${payment_id}/approve-registration`);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const lost = results.find((r) => r.status === 409)!;
      expect(lost.body.message).toBe(
        'This stockist registration is already approved; only a pending registration can be decided.',
      );
      // ₦350,000: the signee's 5% and the upline's lines, in one ledger transaction, once.
      const paidOut = await posted(`stockist:${id}`);
      expect(paidOut).toMatchObject({ signee: [1_750_000], once: true, transactions: 1 });
      expect(paidOut.upline).toBeGreaterThan(0);
      const row = await db()
        .selectFrom('stockists')
        .select(['status', 'registration_pickup_kobo'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'approved', registration_pickup_kobo: 35_000_000 });
      const audits = await db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'stockist.registration.approve')
        .where('target_id', '=', String(id))
        .execute();
      expect(audits).toHaveLength(1);
      stores.push({ member: owner, id });
    }
  }, 300_000);

  it('approving and disapproving at once: exactly one decision stands', async () => {
    const owner = await paid(1);
    const reg = await register(server, owner.token, { referrer: signee.username });
    const { id, payment_id } = reg.body.data;
    const [yes, no] = await Promise.all([
      server.http('PATCH', `/api/stockists/${payment_id}/approve-registration`, { token: admins[0] }),
      server.http('PATCH', `/api/stockists/${payment_id}/disapprove-registration`, { token: admins[1] }),
    ]);
    expect([yes.status, no.status].sort()).toEqual([200, 409]);
    const row = await db()
      .selectFrom('stockists')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const paidOut = await posted(`stockist:${id}`);
    if (yes.status === 200) {
      expect(row.status).toBe('approved');
      expect(paidOut).toMatchObject({ signee: [1_750_000], once: true, transactions: 1 });
    } else {
      expect(row.status).toBe('disapproved');
      expect(paidOut).toMatchObject({ signee: [], upline: 0, transactions: 0 });
    }
  }, 120_000);
});

describe('two administrators approving one stockist upgrade at once', () => {
  it(`one wins, the bonuses are paid and the upgrade pickup added once, ${TRIALS} trials`, async () => {
    for (const { member: owner, id } of stores) {
      // Two upgrade requests at once: one is recorded.
      const asks = await Promise.all([
        requestUpgrade(server, owner.token, id, 2),
        requestUpgrade(server, owner.token, id, 2),
      ]);
      expect(asks.map((a) => a.status).sort()).toEqual([200, 409]);
      const { payment_id } = asks.find((a) => a.status === 200)!.body.data;
      const upgrade = await db()
        .selectFrom('stockist_upgrades')
        .select('id')
        .where('payment_id', '=', payment_id)
        .executeTakeFirstOrThrow();
      const results = await both(`/api/stockists/${payment_id}/approve-upgrade`);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      // ₦650,000: the signee's 5% = 3,250,000 and the upline's lines, once.
      const paidOut = await posted(`stockist-upgrade:${upgrade.id}`);
      expect(paidOut).toMatchObject({ signee: [3_250_000], once: true, transactions: 1 });
      expect(paidOut.upline).toBeGreaterThan(0);
      const row = await db()
        .selectFrom('stockists')
        .select(['stockist_package_id', 'upgrade_pickup_kobo'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ stockist_package_id: 2, upgrade_pickup_kobo: 65_000_000 });
    }
  }, 300_000);
});

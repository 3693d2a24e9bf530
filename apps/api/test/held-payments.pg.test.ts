// Two administrators resolving one held payment at once, on real PostgreSQL
// (docs/payments.md#review-of-mismatches): one wins, the other is refused, the money moves once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldAtProvider } from './held-payments.fixtures';
import { adminToken, slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound, packagePrice } from './money';
import { member } from './orders.fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
}, 120_000);
afterAll(async () => {
  if (server) {
    await expectLedgerSound(server.app.database.db);
    await server.close();
  }
});

async function count(query: ReturnType<typeof sql<{ n: number }>>) {
  const { rows } = await query.execute(server.app.database.db);
  return Number(rows[0]!.n);
}

describe('two administrators resolve one held payment at once', () => {
  it('apply/apply, refund/refund and apply/refund: one wins, the other gets 409, 24 trials', async () => {
    const db = server.app.database.db;
    const [first, second] = [await adminToken(server.http), await adminToken(server.http)];
    const slots = slotQueue();
    const price = (await packagePrice(db, 1)) * 100;
    const pairs = [
      ['apply', 'apply'],
      ['refund', 'refund'],
      ['apply', 'refund'],
      ['refund', 'apply'],
    ] as const;
    const wins: Record<string, number> = { apply: 0, refund: 0 };
    for (let trial = 0; trial < 24; trial++) {
      const m = await member(server, 1, slots.take(), { paid: false });
      slots.add(m.username);
      const reference = await heldAtProvider(server, m.token, 1, { amountKobo: price + 100 });
      const { id } = await db
        .selectFrom('payments')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const [a, b] = pairs[trial % pairs.length]!;
      const answers = await Promise.all([
        server.http('PATCH', `/api/payments/${id}/resolve`, {
          token: first,
          body: { action: a, reason: `first admin ${a}` },
        }),
        server.http('PATCH', `/api/payments/${id}/resolve`, {
          token: second,
          body: { action: b, reason: `second admin ${b}` },
        }),
        // The member verifying meanwhile changes nothing of a held payment.
        server.http('POST', '/api/payments/verify', { token: m.token, body: { reference } }),
      ]);
      const statuses = answers.slice(0, 2).map((r) => r.status);
      expect([trial, [...statuses].sort()]).toEqual([trial, [200, 409]]);
      const winner = statuses[0] === 200 ? a : b;
      wins[winner]!++;
      const row = await db
        .selectFrom('payments')
        .select(['status', 'resolution', 'resolving_until'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const refunded = (await server.app.paymentProviders.sandbox.findTransaction(reference))!.refundedAt;
      const moneyIn = await count(
        sql`select count(*) as n from ledger_transactions where cause_ref = ${reference} and kind = 'payment'`,
      );
      const audits = await count(
        sql`select count(*) as n from audit_log where target_type = 'payment' and target_id = ${String(id)}`,
      );
      if (winner === 'apply') {
        expect([trial, row.status, row.resolution, refunded, moneyIn]).toEqual([
          trial,
          'approved',
          'applied',
          null,
          1,
        ]);
      } else {
        expect([trial, row.status, row.resolution, moneyIn]).toEqual([trial, 'refunded', 'refunded', 0]);
        expect(refunded).toBeInstanceOf(Date);
      }
      expect([trial, row.resolving_until, audits]).toEqual([trial, null, 1]);
    }
    // Both actions won some races.
    expect(wins.apply).toBeGreaterThan(0);
    expect(wins.refund).toBeGreaterThan(0);
  }, 300_000);
});

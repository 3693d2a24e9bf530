// Card payments held for review and their way out (docs/payments.md#review-of-mismatches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound, initiate, packagePrice, payRegistration } from './money';
import { member, type Member } from './orders.fixtures';
import { heldAtProvider } from './held-payments.fixtures';

let server: TestServer;
let admin: string;
const db = () => server.app.database.db;
const slots = slotQueue();

/** A member registered under the next free slot (every member has only two). */
async function newMember(paid: boolean): Promise<Member> {
  const m = await member(server, 1, slots.take(), { paid });
  slots.add(m.username);
  return m;
}

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
}, 120_000);
afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

const resolve = (id: number, body: Record<string, unknown>, token = admin) =>
  server.http('PATCH', `/api/payments/${id}/resolve`, { token, body });

async function paymentOf(reference: string) {
  return db().selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

async function ledgerOf(reference: string) {
  const rows = await db()
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.code', 'e.amount_kobo'])
    .where('e.cause_ref', '=', reference)
    .execute();
  return rows;
}

async function auditOf(paymentId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'before', 'after'])
    .where('target_type', '=', 'payment')
    .where('target_id', '=', String(paymentId))
    .orderBy('id')
    .execute();
}

async function userStatus(m: Member) {
  return db().selectFrom('users').select(['payment_status']).where('id', '=', m.id).executeTakeFirstOrThrow();
}

/** A new unpaid member whose registration the provider reported with `received`. */
async function heldRegistration(received: { amountKobo?: number; currency?: string }) {
  const m = await newMember(false);
  const reference = await heldAtProvider(server, m.token, 1, received);
  const held = await paymentOf(reference);
  expect(held.status).toBe('review');
  return { m, reference, id: held.id };
}

describe('payments held for review', () => {
  it('the mismatch is recorded with what was received, and administrators list it newest first', async () => {
    const price = (await packagePrice(db(), 1)) * 100; // 1,750,000 kobo
    const over = await heldRegistration({ amountKobo: price + 50_000 });
    const dollars = await heldRegistration({ currency: 'USD' });
    // A stockist registration receipt also waits in `review`, but is not a provider payment.
    const receipt = await db()
      .insertInto('payments')
      .values({
        reference: `kr-held-test-${Date.now()}`,
        user_id: over.m.id,
        txn_source: 'stockist_registration',
        purpose: 'stockist_registration',
        channel: 'receipt',
        provider: null,
        amount_kobo: 500_000,
        status: 'review',
        target: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const overRow = await paymentOf(over.reference);
    expect([overRow.received_amount_kobo, overRow.received_currency]).toEqual([price + 50_000, 'NGN']);

    const res = await server.http('GET', '/api/payments/held?per_page=100', { token: admin });
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Array<Record<string, any>>;
    const ids = rows.map((p) => p.id);
    expect(ids).not.toContain(receipt.id);
    // Newest first.
    expect(ids.indexOf(dollars.id)).toBeLessThan(ids.indexOf(over.id));
    expect(rows.find((p) => p.id === over.id)).toMatchObject({
      reference: over.reference,
      status: 'review',
      expected_amount: price / 100,
      expected_currency: 'NGN',
      received_amount: (price + 50_000) / 100,
      received_currency: 'NGN',
      reason: expect.stringMatching(/amount 1800000 kobo instead of 1750000/),
      member: { id: over.m.id, uuid: over.m.uuid, username: over.m.username },
      resolution: null,
    });
    expect(rows.find((p) => p.id === dollars.id)).toMatchObject({ received_currency: 'USD' });

    // A member may neither list nor resolve.
    expect((await server.http('GET', '/api/payments/held', { token: over.m.token })).status).toBe(403);
    const byMember = await resolve(over.id, { action: 'apply', reason: 'my own money' }, over.m.token);
    expect(byMember.status).toBe(403);
    expect((await paymentOf(over.reference)).status).toBe('review');
    // The receipt is decided by the stockist approvals, not here.
    expect((await resolve(receipt.id, { action: 'refund', reason: 'not a card payment' })).status).toBe(409);
  });

  it('apply runs the pipeline once with what was received, audited; a second resolution is refused', async () => {
    const price = (await packagePrice(db(), 1)) * 100;
    const { m, reference, id } = await heldRegistration({ amountKobo: price + 50_000 });
    expect(await ledgerOf(reference)).toEqual([]);

    const res = await resolve(id, { action: 'apply', reason: 'Member confirmed the overpayment' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment applied');
    expect(res.body.data).toMatchObject({ id, status: 'approved', resolution: 'applied' });
    expect(res.body.data.resolved_at).not.toBeNull();
    expect((await userStatus(m)).payment_status).toBe('approved');
    const lines = await ledgerOf(reference);
    expect(lines.filter((l) => l.code === 'company:payments_clearing')).toEqual([
      { code: 'company:payments_clearing', amount_kobo: -(price + 50_000) },
    ]);
    expect(lines.filter((l) => l.code === 'company:revenue')).toEqual([
      { code: 'company:revenue', amount_kobo: price + 50_000 },
    ]);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment.held.apply',
      actor_type: 'admin',
      before: { status: 'review', received_kobo: price + 50_000, expected_kobo: price },
      after: { status: 'approved', resolution: 'applied', reason: 'Member confirmed the overpayment' },
    });

    // Once only: again, a refund after it, or the member's verify change nothing.
    const entries = (await ledgerOf(reference)).length;
    expect((await resolve(id, { action: 'apply', reason: 'again' })).status).toBe(409);
    expect((await resolve(id, { action: 'refund', reason: 'too late' })).status).toBe(409);
    const verify = await server.http('POST', '/api/payments/verify', { token: m.token, body: { reference } });
    expect(verify.body.data.status).toBe('approved');
    expect((await ledgerOf(reference)).length).toBe(entries);
    expect(await auditOf(id)).toHaveLength(1);
    const sandbox = await server.app.paymentProviders.sandbox.findTransaction(reference);
    expect(sandbox?.refundedAt).toBeNull();
  });

  it('an amount short of the price or another currency cannot be applied (422); a refund resolves it', async () => {
    const price = (await packagePrice(db(), 1)) * 100;
    for (const [name, received, error] of [
      ['short', { amountKobo: price - 1 }, /does not cover the price/],
      ['dollars', { currency: 'USD' }, /received in USD/],
    ] as const) {
      const { m, reference, id } = await heldRegistration(received);
      const refused = await resolve(id, { action: 'apply', reason: 'try to apply' });
      expect([name, refused.status]).toEqual([name, 422]);
      expect(refused.body.errors.action[0]).toMatch(error);
      expect((await paymentOf(reference)).status).toBe('review');
      expect(await ledgerOf(reference)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);

      const refunded = await resolve(id, { action: 'refund', reason: 'Wrong amount, money returned' });
      expect([name, refunded.status]).toEqual([name, 200]);
      expect(refunded.body.message).toBe('Payment refunded');
      expect(refunded.body.data).toMatchObject({ status: 'refunded', resolution: 'refunded' });
      const row = await paymentOf(reference);
      expect([row.status, row.approved_at, row.resolution_note]).toEqual([
        'refunded',
        null,
        'Wrong amount, money returned',
      ]);
      // Given back at the provider, and no money moved here: nothing ever entered a wallet.
      const sandbox = await server.app.paymentProviders.sandbox.findTransaction(reference);
      expect(sandbox?.refundedAt).toBeInstanceOf(Date);
      expect(await ledgerOf(reference)).toEqual([]);
      expect((await userStatus(m)).payment_status).toBe('pending');
      const audit = await auditOf(id);
      expect(audit.map((a) => a.action)).toEqual(['payment.held.refund']);
      expect(audit[0]!.after).toMatchObject({ status: 'refunded', reason: 'Wrong amount, money returned' });

      // Refunded is final: neither action nor the member's verify changes it.
      expect((await resolve(id, { action: 'refund', reason: 'twice' })).status).toBe(409);
      expect((await resolve(id, { action: 'apply', reason: 'after all' })).status).toBe(409);
      const verify = await server.http('POST', '/api/payments/verify', {
        token: m.token,
        body: { reference },
      });
      expect(verify.body.data.status).toBe('failed');
      expect((await paymentOf(reference)).status).toBe('refunded');
      const listed = await server.http('GET', '/api/payments/held?per_page=100', { token: admin });
      expect((listed.body.data.data as Array<{ id: number }>).map((p) => p.id)).not.toContain(id);
    }
  });

  it('a transaction the provider already refunded is marked refunded; a refused refund leaves it held', async () => {
    const price = (await packagePrice(db(), 1)) * 100;
    const already = await heldRegistration({ amountKobo: price + 1 });
    await db()
      .updateTable('sandbox_transactions')
      .set({ refunded_at: new Date() })
      .where('reference', '=', already.reference)
      .execute();
    const res = await resolve(already.id, { action: 'refund', reason: 'Refunded on the dashboard' });
    expect(res.status).toBe(200);
    expect((await paymentOf(already.reference)).status).toBe('refunded');

    // The provider refuses (the transaction is not a successful one there): nothing changes, and
    // the payment can be resolved again at once.
    const refused = await heldRegistration({ amountKobo: price + 2 });
    await db()
      .updateTable('sandbox_transactions')
      .set({ status: 'failed' })
      .where('reference', '=', refused.reference)
      .execute();
    const answer = await resolve(refused.id, { action: 'refund', reason: 'Give it back' });
    expect(answer.status).toBe(502);
    const row = await paymentOf(refused.reference);
    expect([row.status, row.resolving_until, row.resolution]).toEqual(['review', null, null]);
    expect(await auditOf(refused.id)).toEqual([]);
  });

  it('a purpose that no longer applies answers 409 and the payment stays held, unposted', async () => {
    const price = (await packagePrice(db(), 1)) * 100;
    const { m, reference, id } = await heldRegistration({ amountKobo: price + 10 });
    // The member pays the registration again, normally: already active when the held one is applied.
    const { verified } = await payRegistration(server, m.token, 1);
    expect(verified.body.data.status).toBe('approved');
    const res = await resolve(id, { action: 'apply', reason: 'Apply it anyway' });
    expect(res.status).toBe(409);
    const row = await paymentOf(reference);
    expect([row.status, row.resolving_until, row.resolution]).toEqual(['review', null, null]);
    expect(await ledgerOf(reference)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    // Still resolvable: the refund gives the second payment back.
    expect((await resolve(id, { action: 'refund', reason: 'Paid twice' })).status).toBe(200);
  });

  it('bad input answers 422 naming the field, an unknown payment 404, and nothing changes', async () => {
    const { reference, id } = await heldRegistration({ amountKobo: 1 });
    for (const body of [
      { action: 'apply', reason: 'ab' },
      { action: 'cancel', reason: 'a fine reason' },
      { action: 'refund' },
      { action: 'refund', reason: 'x'.repeat(501) },
    ]) {
      const res = await resolve(id, body);
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([
        JSON.stringify(body).slice(0, 40),
        422,
      ]);
      expect(Object.keys(res.body.errors ?? {}).join()).toMatch(/action|reason/);
    }
    const blank = await resolve(id, { action: 'refund', reason: '     ' });
    expect([blank.status, Object.keys(blank.body.errors)]).toEqual([422, ['reason']]);
    expect((await resolve(999_999_999, { action: 'refund', reason: 'nobody' })).status).toBe(404);
    expect((await paymentOf(reference)).status).toBe('review');
    expect(await auditOf(id)).toEqual([]);
  });

  it('a payment that is not held answers 409', async () => {
    const m = await newMember(true);
    const paid = await db()
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('approved');
    // An unpaid member's open payment (initialized) is not held either.
    const u = await newMember(false);
    const open = await initiate(server.http, u.token, {
      amount: await packagePrice(db(), 1),
      txn_source: 'package_payment',
      is_upgrade: 0,
    });
    const openId = (await paymentOf(open.reference)).id;
    for (const pid of [paid.id, openId]) {
      expect((await resolve(pid, { action: 'refund', reason: 'not held' })).status).toBe(409);
    }
    expect((await paymentOf(open.reference)).status).toBe('initialized');
    expect(await auditOf(paid.id)).toEqual([]);
  });
});

// Paystack's transfer events over HTTP (POST /api/webhooks/paystack, signed with HMAC-SHA512 over
// the raw body) settling withdrawals that were approved and sent through the fake Paystack, and
// the payment sweep that retries stored webhook events whose processing failed.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { schedulePaymentSweep } from '../src/modules/payments/payments.sweep';
import type { TransferEventHandler } from '../src/modules/payments/payments.webhooks';
import { settleTransfer } from '../src/modules/withdrawals/withdrawals.settlement';
import { startFakePaystack, type FakePaystack } from './fakes/fakePaystack';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { initiate, packagePrice } from './money';
import { addBank, balanceOf, fund, idOf, walletMismatches } from './withdrawals.fixtures';

let paystack: FakePaystack;
let server: TestServer;
let slots: SlotQueue;
let admin: string;
const db = () => server.app.database.db;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Member {
  uuid: string;
  token: string;
  id: number;
}

beforeAll(async () => {
  paystack = await startFakePaystack();
  // With a Paystack key and no sandbox, Paystack serves both payments and payouts.
  server = await startServer({
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.baseUrl,
  });
  expect(server.config.paymentSandbox).toBe(false);
  slots = slotQueue();
  admin = await adminToken(server.http);
  paystack.accounts.set('044:0123456789', 'NGOZI OKEKE');
}, 180_000);

afterEach(() => {
  vi.restoreAllMocks();
  paystack.resetFaults();
});

afterAll(async () => {
  if (server) {
    expect(await checkLedger(db())).toEqual([]);
    expect(await walletMismatches(db())).toEqual([]);
  }
  await server?.close();
  await paystack?.close();
});

async function member(): Promise<Member> {
  const m = await signUp(server.http, slots);
  return { uuid: m.uuid, token: m.token, id: await idOf(db(), m.uuid) };
}

/**
 * A member with ₦20,000 who asked for ₦10,000 (fee 1.5% = ₦150: the bank is sent 985,000
 * kobo), approved by an administrator and sent through the fake Paystack, which answered the
 * transfer `pending`: only a transfer event can settle it now. The wallet holds 1,000,000 kobo.
 */
async function sentWithdrawal() {
  const m = await member();
  await fund(db(), m.id, 2_000_000);
  await addBank(server.http, m.token, m.uuid);
  const requested = await server.http('POST', `/api/withdrawals/${m.uuid}/initiate`, {
    token: m.token,
    body: { amount: 10_000 },
  });
  expect(requested.status).toBe(200);
  const w = requested.body.data as { id: number; reference: string };
  const approved = await server.http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
  expect(approved.status).toBe(200);
  expect(approved.body.data).toMatchObject({ status: 'pending', txn_status: 'pending' });
  const transfer = paystack.transfers.get(w.reference);
  expect(transfer).toMatchObject({ amount: 985_000, status: 'pending' });
  expect(await balanceOf(db(), m.id)).toBe(1_000_000);
  return { m, w, transferCode: transfer!.transferCode };
}

type Sent = Awaited<ReturnType<typeof sentWithdrawal>>;

/** A Paystack transfer event body (documented shape) for a sent withdrawal. */
function transferEvent(
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  sent: Sent,
  data: Record<string, unknown> = {},
) {
  return JSON.stringify({
    event,
    data: {
      amount: 985_000,
      currency: 'NGN',
      domain: 'test',
      reason: `Withdrawal ${sent.w.id}`,
      reference: sent.w.reference,
      source: 'balance',
      status: event.slice('transfer.'.length),
      transfer_code: sent.transferCode,
      recipient: { recipient_code: 'RCP_x', type: 'nuban', details: { bank_code: '044' } },
      ...data,
    },
  });
}

async function deliver(body: string, signature: string | null = paystack.signWebhook(body)) {
  const res = await fetch(`${server.baseUrl}/api/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });
  return res.status;
}

async function withdrawal(id: number) {
  return db()
    .selectFrom('withdrawals')
    .select(['status', 'txn_status', 'failure_reason', 'settled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The credit-back transactions of a withdrawal (there may be at most one). */
async function creditBacks(id: number) {
  return db()
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['t.id', 'a.code', 'e.amount_kobo', 'e.kind'])
    .where('t.idempotency_key', '=', `withdrawal-reversal:${id}`)
    .orderBy('e.id')
    .execute();
}

async function storedEvents(reference: string) {
  return db()
    .selectFrom('webhook_events')
    .select(['id', 'event_key', 'processed_at'])
    .where('event_key', 'like', `%:${reference}:%`)
    .orderBy('id')
    .execute();
}

/** The whole amount (fee included) back to the wallet, from payouts and fee income. */
function creditBackLines(sent: Sent) {
  return [
    { code: `member:${sent.m.id}`, amount_kobo: 1_000_000, kind: 'withdrawal_reversal' },
    { code: 'company:payouts', amount_kobo: -985_000, kind: 'withdrawal_reversal' },
    { code: 'company:fee_income', amount_kobo: -15_000, kind: 'withdrawal_reversal' },
  ];
}

describe('transfer events over HTTP', () => {
  it('transfer.success marks the withdrawal paid once; a later reversal credits back once', async () => {
    const sent = await sentWithdrawal();
    const success = transferEvent('transfer.success', sent);
    expect(await deliver(success)).toBe(200);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'paid', txn_status: 'success' });
    expect((await withdrawal(sent.w.id)).settled_at).not.toBeNull();
    // Paystack retries: in a row, at once, and re-serialised with other spacing.
    for (let i = 0; i < 3; i++) expect(await deliver(success)).toBe(200);
    const burst = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(success)),
      deliver(success.replace('{', '{  ')),
    ]);
    expect(burst).toEqual(Array(6).fill(200));
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'paid', txn_status: 'success' });
    expect(await balanceOf(db(), sent.m.id)).toBe(1_000_000);
    expect(await creditBacks(sent.w.id)).toEqual([]);
    // A failure after success is not a legal transition: nothing changes.
    expect(await deliver(transferEvent('transfer.failed', sent))).toBe(200);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'paid' });
    expect(await creditBacks(sent.w.id)).toEqual([]);
    // The bank sends the money back: reversed after paid credits the whole amount back, once.
    const reversed = transferEvent('transfer.reversed', sent);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(reversed)));
    expect(answers).toEqual(Array(5).fill(200));
    expect(await deliver(reversed)).toBe(200);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'reversed', txn_status: 'reversed' });
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    const lines = await creditBacks(sent.w.id);
    expect(lines.map(({ code, amount_kobo, kind }) => ({ code, amount_kobo, kind }))).toEqual(
      creditBackLines(sent),
    );
    expect(new Set(lines.map((l) => l.id)).size).toBe(1);
    const events = await storedEvents(sent.w.reference);
    expect(events.map((e) => e.event_key)).toEqual([
      `transfer.success:${sent.w.reference}:success`,
      `transfer.failed:${sent.w.reference}:failed`,
      `transfer.reversed:${sent.w.reference}:reversed`,
    ]);
    expect(events.every((e) => e.processed_at !== null)).toBe(true);
  });

  it('transfer.failed delivered many times at once, also under other event keys, credits back exactly once', async () => {
    const sent = await sentWithdrawal();
    const failed = transferEvent('transfer.failed', sent);
    // Identical retries are stored once; these variants are distinct events (another status
    // text, or a reversal) that all reach the settlement at the same time.
    const variants = [
      transferEvent('transfer.failed', sent, { status: 'FAILED' }),
      transferEvent('transfer.failed', sent, { status: '' }),
      transferEvent('transfer.reversed', sent),
      transferEvent('transfer.reversed', sent, { status: 'Reversed' }),
    ];
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(failed)),
      ...variants.map((body) => deliver(body)),
    ]);
    expect(answers).toEqual(Array(9).fill(200));
    const after = await withdrawal(sent.w.id);
    expect(['failed', 'reversed']).toContain(after.status);
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    const lines = await creditBacks(sent.w.id);
    expect(lines.map(({ code, amount_kobo, kind }) => ({ code, amount_kobo, kind }))).toEqual(
      creditBackLines(sent),
    );
    expect(await storedEvents(sent.w.reference)).toHaveLength(5);
    // A success arriving late cannot un-fail it.
    expect(await deliver(transferEvent('transfer.success', sent))).toBe(200);
    expect((await withdrawal(sent.w.id)).status).toBe(after.status);
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    expect(await creditBacks(sent.w.id)).toHaveLength(3);
    // The one-pending slot is free again.
    const next = await server.http('POST', `/api/withdrawals/${sent.m.uuid}/initiate`, {
      token: sent.m.token,
      body: { amount: 2_000 },
    });
    expect(next.status).toBe(200);
  });

  it('a bad, foreign, stale or missing signature: 401, and nothing changes', async () => {
    const sent = await sentWithdrawal();
    const failed = transferEvent('transfer.failed', sent);
    const before = await db()
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const foreignKey = createHmac('sha512', 'sk_test_someone_else').update(failed).digest('hex');
    const otherBytes = paystack.signWebhook(transferEvent('transfer.failed', sent, { amount: 1 }));
    for (const signature of ['0'.repeat(128), foreignKey, otherBytes, 'abc', '', null])
      expect([signature, await deliver(failed, signature)]).toEqual([signature, 401]);
    // A signed body altered after signing.
    const tampered = failed.replace('"amount":985000', '"amount":985001');
    expect(await deliver(tampered, paystack.signWebhook(failed))).toBe(401);
    const after = await db()
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'pending', txn_status: 'pending' });
    expect(await balanceOf(db(), sent.m.id)).toBe(1_000_000);
    expect(await creditBacks(sent.w.id)).toEqual([]);
    // The genuine event still settles it (the refused ones used nothing up).
    expect(await deliver(failed)).toBe(200);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
  });
});

/**
 * Runs the real payment sweep (schedulePaymentSweep's timer) on a stand-in host until one run has
 * finished, with the server's payments service and the same transfer settlement the app wires.
 */
async function sweepOnce() {
  const hooks: Record<string, () => Promise<void>> = {};
  const host = {
    addHook: (name: string, fn: () => Promise<void>) => {
      hooks[name] = fn;
    },
    log: quiet,
    database: server.app.database,
  };
  const real = server.app.payments;
  let started = 0;
  let finished = 0;
  let firstDone!: () => void;
  const first = new Promise<void>((resolve) => (firstDone = resolve));
  const payments = {
    ...real,
    unprocessedWebhooks: () => {
      started += 1;
      return real.unprocessedWebhooks();
    },
    reconcilePending: async (minutes?: number) => {
      try {
        return await real.reconcilePending(minutes);
      } finally {
        finished += 1;
        firstDone();
      }
    },
  };
  const settle: TransferEventHandler = (reference, status, reason) =>
    settleTransfer(db(), reference, status, reason);
  schedulePaymentSweep(host as unknown as FastifyInstance, payments, () => settle, 20);
  await hooks.onReady!();
  await first;
  await hooks.onClose!();
  while (finished < started) await new Promise((r) => setTimeout(r, 10));
}

/** Makes a stored event look older than the sweep's one-minute grace period. */
async function age(ids: number[]) {
  await db()
    .updateTable('webhook_events')
    .set({ received_at: new Date(Date.now() - 2 * 60_000) })
    .where('id', 'in', ids)
    .execute();
}

describe('the payment sweep retries webhook events whose processing failed', () => {
  it('a transfer.failed that could not be applied is applied by the sweep, once', async () => {
    const sent = await sentWithdrawal();
    const failed = transferEvent('transfer.failed', sent);
    // The database drops the settlement's transaction once.
    const transaction = vi.spyOn(db(), 'transaction').mockImplementationOnce(() => {
      throw new Error('Connection terminated unexpectedly');
    });
    expect(await deliver(failed)).toBe(200); // acknowledged: Paystack must not hold it
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'pending', txn_status: 'pending' });
    expect(await balanceOf(db(), sent.m.id)).toBe(1_000_000);
    const [stored] = await storedEvents(sent.w.reference);
    expect(stored).toMatchObject({ processed_at: null });
    // A sweep inside the grace minute leaves the fresh event alone.
    await sweepOnce();
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'pending' });
    await age([stored!.id]);
    await sweepOnce();
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'failed', txn_status: 'failed' });
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    expect((await storedEvents(sent.w.reference))[0]!.processed_at).not.toBeNull();
    // Swept again (and delivered again): nothing more.
    await sweepOnce();
    expect(await deliver(failed)).toBe(200);
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    const lines = await creditBacks(sent.w.id);
    expect(lines.map(({ code, amount_kobo, kind }) => ({ code, amount_kobo, kind }))).toEqual(
      creditBackLines(sent),
    );
  });

  it('Paystack’s retry of an event whose processing failed applies it then, once', async () => {
    const sent = await sentWithdrawal();
    const failed = transferEvent('transfer.failed', sent);
    const transaction = vi.spyOn(db(), 'transaction').mockImplementationOnce(() => {
      throw new Error('Connection terminated unexpectedly');
    });
    expect(await deliver(failed)).toBe(200);
    transaction.mockRestore();
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'pending' });
    // The retry finds the event stored but not applied, and applies it without waiting for the sweep.
    expect(await deliver(failed)).toBe(200);
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'failed', txn_status: 'failed' });
    expect((await storedEvents(sent.w.reference))[0]!.processed_at).not.toBeNull();
    expect(await deliver(failed)).toBe(200);
    await age([(await storedEvents(sent.w.reference))[0]!.id]);
    await sweepOnce();
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    const lines = await creditBacks(sent.w.id);
    expect(lines.map(({ code, amount_kobo, kind }) => ({ code, amount_kobo, kind }))).toEqual(
      creditBackLines(sent),
    );
  });

  it('an event applied but not marked processed is swept again without a second credit', async () => {
    const sent = await sentWithdrawal();
    vi.spyOn(server.app.payments, 'markWebhookProcessed').mockRejectedValueOnce(new Error('lost'));
    expect(await deliver(transferEvent('transfer.reversed', sent))).toBe(200);
    vi.restoreAllMocks();
    expect(await withdrawal(sent.w.id)).toMatchObject({ status: 'reversed' });
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    const [stored] = await storedEvents(sent.w.reference);
    expect(stored!.processed_at).toBeNull();
    await age([stored!.id]);
    await sweepOnce();
    expect((await storedEvents(sent.w.reference))[0]!.processed_at).not.toBeNull();
    expect(await balanceOf(db(), sent.m.id)).toBe(2_000_000);
    expect(await creditBacks(sent.w.id)).toHaveLength(3); // one transaction of three lines
  });

  it('a charge.success whose processing failed is applied by the sweep, once', async () => {
    const m = await member();
    const amount = await packagePrice(db(), 1);
    const { reference } = await initiate(server.http, m.token, { amount, txn_source: 'package_payment' });
    paystack.pay(reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference,
        status: 'success',
        amount: 1_750_000,
        currency: 'NGN',
        paid_at: new Date().toISOString(),
      },
    });
    vi.spyOn(server.app.payments, 'confirmCharge').mockRejectedValueOnce(new Error('deadlock detected'));
    expect(await deliver(body)).toBe(200);
    vi.restoreAllMocks();
    const payment = () =>
      db()
        .selectFrom('payments')
        .select('status')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    expect(await payment()).toEqual({ status: 'initialized' });
    expect(await balanceOf(db(), m.id)).toBe(0);
    const [stored] = await storedEvents(reference);
    expect(stored!.processed_at).toBeNull();
    await age([stored!.id]);
    await Promise.all([sweepOnce(), sweepOnce()]); // two servers sweeping at the same time
    expect(await payment()).toEqual({ status: 'approved' });
    // Starter: 5 PV × 350,000 = 1,750,000; welcome bonus 2% = 35,000, once.
    expect(await balanceOf(db(), m.id)).toBe(35_000);
    const credits = await db()
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_kobo'])
      .where('user_id', '=', m.id)
      .where('cause_ref', '=', reference)
      .execute();
    expect(credits).toEqual([{ kind: 'welcome_bonus', amount_kobo: 35_000 }]);
    expect((await storedEvents(reference))[0]!.processed_at).not.toBeNull();
  });
});

// Payouts with several servers (docs/payments.md#transfers-and-payouts): two app servers on one
// PostgreSQL database, each reconciling, against a Paystack stand-in on loopback that is slow,
// times out, answers 5xx and reports transfers it does not know.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { startFakePaystack, type FakePaystack, type TransferFault } from './fakes/fakePaystack';
import { adminToken, signUp, slotQueue, startPeer, startServer, type TestServer } from './helper';
import { balanceOf, fund, idOf, walletMismatches } from './withdrawals.fixtures';

const WITHDRAWALS = 50;
/** Each member holds ₦10,000 and withdraws ₦5,000 (fee 1.5 %: ₦75). */
const START = 1_000_000;
const AMOUNT_NAIRA = 5_000;
const TIMEOUT_MS = 1_000;

let paystack: FakePaystack;
let a: TestServer;
let b: TestServer;
let admin: string;
const db = () => a.app.database.db;

/** A small deterministic generator, so a failing run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  paystack = await startFakePaystack();
  const env = {
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.baseUrl,
    PAYMENT_SANDBOX: 'on',
    PAYMENT_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  };
  a = await startServer(env);
  expect(a.app.database.driver).toBe('postgres');
  b = await startPeer(a, env);
  // Payouts go through (fake) Paystack.
  await sql`update product_services set service_provider_id =
      (select id from service_providers where slug = 'paystack') where service = 'payout'`.execute(db());
  admin = await adminToken(a.http);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  await paystack?.close();
});

describe('two servers, one provider that misbehaves', () => {
  it(`${WITHDRAWALS} withdrawals: each paid exactly once, none credited back when paid, the books balanced`, async () => {
    const seed = Number(process.env.PAYOUTS_SEED ?? Date.now() % 1_000_000);
    const rand = random(seed);
    // Members with ₦10,000 and a verified bank account.
    const slots = slotQueue();
    const members: { id: number; uuid: string; token: string }[] = [];
    for (let i = 0; i < WITHDRAWALS; i++) {
      const m = await signUp(i % 2 ? b.http : a.http, slots);
      const id = await idOf(db(), m.uuid);
      await db()
        .updateTable('users')
        .set({
          status: 'active',
          bank_name: 'Guaranty Trust Bank',
          bank_code: '058',
          bank_account_number: String(1_000_000_000 + i),
          bank_account_name: 'NGOZI OKEKE',
          bank_verified_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await fund(db(), id, START);
      members.push({ id, uuid: m.uuid, token: m.token });
    }
    const servers = [a, b];
    const withdrawals: { id: number; reference: string; memberId: number }[] = [];
    for (const [i, m] of members.entries()) {
      const res = await servers[i % 2]!.http('POST', `/api/withdrawals/${m.uuid}/initiate`, {
        token: m.token,
        body: { amount: AMOUNT_NAIRA },
      });
      expect(res.status).toBe(200);
      withdrawals.push({ id: res.body.data.id, reference: res.body.data.reference, memberId: m.id });
    }
    // One in five transfers ends failed at the provider; the others succeed.
    const failing = new Set(withdrawals.filter((_, i) => i % 5 === 4).map((w) => w.reference));

    // The provider's faults, drawn per call.
    const faults: Record<string, number> = {};
    paystack.faults.hangMs = TIMEOUT_MS * 2;
    paystack.faults.slowMs = TIMEOUT_MS / 3;
    paystack.faults.transferFault = ({ kind }) => {
      const r = rand();
      let fault: TransferFault = null;
      if (kind === 'transfer') {
        fault =
          r < 0.15
            ? 'timeout-before'
            : r < 0.3
              ? 'timeout-after'
              : r < 0.4
                ? '5xx-before'
                : r < 0.5
                  ? '5xx-after'
                  : r < 0.65
                    ? 'slow'
                    : null;
      } else {
        fault =
          r < 0.1 ? '5xx-after' : r < 0.2 ? 'unknown' : r < 0.25 ? 'timeout-after' : r < 0.4 ? 'slow' : null;
      }
      const name = `${kind}:${fault ?? 'ok'}`;
      faults[name] = (faults[name] ?? 0) + 1;
      return fault;
    };
    // The provider finishes transfers a little after it made them.
    const finisher = setInterval(() => {
      for (const t of paystack.transfers.values()) {
        if (t.status === 'pending') t.status = failing.has(t.reference) ? 'failed' : 'success';
      }
    }, 150);

    // Every withdrawal approved on both servers at once (an administrator on each), while both
    // servers reconcile again and again.
    let approving = true;
    let stopped = false;
    const reconcileLoop = async (server: TestServer) => {
      let rounds = 0;
      const until = Date.now() + 240_000;
      while (!stopped && (approving || (await pendingCount()) > 0) && Date.now() < until) {
        await server.app.withdrawals.reconcileUnsettled(0);
        rounds += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return rounds;
    };
    const pendingCount = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from withdrawals where status = 'pending'
            and id in (${sql.join(withdrawals.map((w) => w.id))})`.execute(db())
        ).rows[0]!.n,
      );
    const loops = [reconcileLoop(a), reconcileLoop(b)];
    const approvals: Record<number, number> = {};
    let again = 0;
    try {
      for (let i = 0; i < withdrawals.length; i += 10) {
        const batch = withdrawals.slice(i, i + 10);
        const answers = await Promise.all(
          batch.flatMap((w) =>
            servers.map((s) => s.http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin })),
          ),
        );
        for (let j = 0; j < batch.length; j++) {
          const pair = [answers[2 * j]!.status, answers[2 * j + 1]!.status].sort();
          // One administrator's click wins; the other is told it is already approved. The winner
          // may hear 502 when the provider could not be reached before any transfer call (nothing
          // was sent; the withdrawal is pending again).
          expect([
            [200, 409],
            [409, 502],
          ]).toContainEqual(pair);
        }
        for (const answer of answers) approvals[answer.status] = (approvals[answer.status] ?? 0) + 1;
      }
      // The administrator approves again what came back (nothing was sent for those).
      for (let round = 0; round < 20; round++) {
        const back = await db()
          .selectFrom('withdrawals')
          .select('id')
          .where('status', '=', 'pending')
          .where('approved_at', 'is', null)
          .where(
            'id',
            'in',
            withdrawals.map((w) => w.id),
          )
          .execute();
        if (back.length === 0) break;
        for (const w of back) {
          again += 1;
          await servers[again % 2]!.http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
        }
      }
    } catch (error) {
      stopped = true;
      await Promise.allSettled(loops);
      throw error;
    } finally {
      approving = false;
    }
    const rounds = await Promise.all(loops).finally(() => {
      stopped = true;
    });
    clearInterval(finisher);
    paystack.faults.transferFault = null;

    const rows = await db()
      .selectFrom('withdrawals')
      .select(['id', 'reference', 'status', 'user_id', 'lease_owner', 'send_attempts'])
      .where(
        'id',
        'in',
        withdrawals.map((w) => w.id),
      )
      .execute();
    const byStatus: Record<string, number> = {};
    for (const row of rows) {
      byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
      const transfer = paystack.transfers.get(row.reference);
      // Exactly one transfer per reference at the provider, never asked for again once it existed.
      expect(transfer, `transfer ${row.reference}`).toBeDefined();
      expect(paystack.postsForExisting.get(row.reference) ?? 0).toBe(0);
      expect(row.lease_owner).toBeNull();
      const reversals = await sql<{ n: number }>`select count(*) as n from ledger_transactions
        where idempotency_key = ${`withdrawal-reversal:${row.id}`}`.execute(db());
      if (failing.has(row.reference)) {
        expect(transfer!.status).toBe('failed');
        expect(row.status).toBe('failed');
        expect(Number(reversals.rows[0]!.n)).toBe(1);
        expect(await balanceOf(db(), row.user_id)).toBe(START);
      } else {
        expect(transfer!.status).toBe('success');
        expect(row.status).toBe('paid');
        expect(Number(reversals.rows[0]!.n)).toBe(0);
        expect(await balanceOf(db(), row.user_id)).toBe(START - AMOUNT_NAIRA * 100);
      }
    }
    const posts = [...paystack.transferPosts.values()].reduce((sum, n) => sum + n, 0);
    const attempts = rows.reduce((sum, r) => sum + r.send_attempts, 0);
    expect(await checkLedger(db())).toEqual([]);
    expect(await walletMismatches(db())).toEqual([]);
    console.log(
      `payouts, seed ${seed}: ${WITHDRAWALS} withdrawals on 2 servers; ${JSON.stringify(byStatus)}; ` +
        `approvals ${JSON.stringify(approvals)} and ${again} again; ${posts} transfer calls (${attempts} attempts recorded) ` +
        `for ${paystack.transfers.size} transfers; reconcile rounds ${rounds.join('+')}; faults ${JSON.stringify(faults)}`,
    );
  }, 600_000);
});

// Withdrawal races that only a real PostgreSQL server can show (PGlite runs one connection).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { settleTransfer } from '../src/modules/withdrawals/withdrawals.settlement';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { addBank, balanceOf, fund, idOf, walletMismatches } from './withdrawals.fixtures';

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;
const TRIALS = 100;
/** What each trial's wallet holds before the race: ₦10,000. */
const START = 1_000_000;

interface Member {
  uuid: string;
  token: string;
  id: number;
}

async function member(): Promise<Member> {
  const m = await signUp(http, slots);
  const id = await idOf(db(), m.uuid);
  await addBank(http, m.token, m.uuid);
  await db().updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
  return { uuid: m.uuid, token: m.token, id };
}

/** Tops the wallet up to exactly `kobo`. */
async function topUp(m: Member, kobo = START) {
  const balance = await balanceOf(db(), m.id);
  if (balance < kobo) await fund(db(), m.id, kobo - balance);
  expect(await balanceOf(db(), m.id)).toBe(kobo);
}

const withdraw = (m: Member, amount: number) =>
  http('POST', `/api/withdrawals/${m.uuid}/initiate`, { token: m.token, body: { amount } });
const adminTransfer = (m: Member, amount: number) =>
  http('POST', `/api/payments/${m.uuid}/bank-transfer`, { token: admin, body: { amount, reason: 'race' } });

/** Declines the member's pending withdrawal (credited back), freeing the one-pending slot. */
async function clearPending(m: Member) {
  const pending = await db()
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', m.id)
    .where('status', '=', 'pending')
    .where('withdrawal_type', '<>', 'admin_transfer')
    .execute();
  for (const p of pending) {
    const res = await http('PATCH', `/api/withdrawals/${p.id}/decline`, { token: admin });
    expect(res.status).toBe(200);
  }
}

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  slots = slotQueue();
  admin = await adminToken(http);
}, 180_000); // starting a server (migrations, seed) is slow on a loaded machine
afterAll(async () => {
  if (server) {
    expect(await checkLedger(db())).toEqual([]);
    expect(await walletMismatches(db())).toEqual([]);
  }
  await server?.close();
});

describe('concurrent withdrawals on one wallet', () => {
  it(`two withdrawals of ₦7,000 on ₦10,000: exactly one succeeds, ${TRIALS} trials`, async () => {
    const m = await member();
    const losers: Record<number, number> = {};
    for (let trial = 0; trial < TRIALS; trial++) {
      await topUp(m);
      const results = await Promise.all([withdraw(m, 7_000), withdraw(m, 7_000)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([409, 422]).toContain(statuses[1]);
      losers[statuses[1]!] = (losers[statuses[1]!] ?? 0) + 1;
      expect(await balanceOf(db(), m.id)).toBe(START - 700_000);
      await clearPending(m);
    }
    console.log(
      `two withdrawals, ${TRIALS} trials: 1 winner each; losers by status ${JSON.stringify(losers)}`,
    );
  }, 180_000);

  it(`a withdrawal racing an administrator's transfer (no one-pending rule between them): the balance decides, ${TRIALS} trials`, async () => {
    const m = await member();
    let memberWon = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      await topUp(m);
      const [own, byAdmin] = await Promise.all([withdraw(m, 7_000), adminTransfer(m, 7_000)]);
      expect([own.status, byAdmin.status].sort(), `trial ${trial}`).toEqual([200, 422]);
      expect((own.status === 422 ? own : byAdmin).body.errors.amount).toBeDefined();
      if (own.status === 200) memberWon += 1;
      expect(await balanceOf(db(), m.id)).toBe(START - 700_000);
      await clearPending(m);
    }
    console.log(
      `withdrawal vs admin transfer, ${TRIALS} trials: member won ${memberWon}, admin ${TRIALS - memberWon}`,
    );
  }, 180_000);

  it(`ten at once (1 withdrawal + 9 administrator transfers of ₦3,000 on ₦10,000): exactly three succeed, ${TRIALS} trials`, async () => {
    const m = await member();
    let minimum = Infinity;
    for (let trial = 0; trial < TRIALS; trial++) {
      await topUp(m);
      const results = await Promise.all([
        withdraw(m, 3_000),
        ...Array.from({ length: 9 }, () => adminTransfer(m, 3_000)),
      ]);
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 422);
      expect(ok, `trial ${trial}`).toHaveLength(3);
      expect(refused).toHaveLength(7);
      const balance = await balanceOf(db(), m.id);
      expect(balance).toBe(START - 900_000);
      minimum = Math.min(minimum, balance);
      await clearPending(m);
    }
    expect(minimum).toBeGreaterThanOrEqual(0);
    console.log(
      `ten at once, ${TRIALS} trials: always 3 winners, 7 refused with 422; lowest balance ${minimum} kobo`,
    );
  }, 180_000);

  it(`ten member withdrawals of ₦2,000 at once on ₦10,000: one pending, nothing else debited, ${TRIALS} trials`, async () => {
    const m = await member();
    for (let trial = 0; trial < TRIALS; trial++) {
      await topUp(m);
      const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(m, 2_000)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(await balanceOf(db(), m.id)).toBe(START - 200_000);
      await clearPending(m);
    }
  }, 180_000);
});

describe('concurrent decisions on one withdrawal', () => {
  it('five approvals at once: one wins, one transfer, 20 trials', async () => {
    const m = await member();
    const transfer = vi.spyOn(server.app.paymentProviders.sandbox, 'transfer');
    for (let trial = 0; trial < 20; trial++) {
      await topUp(m);
      const w = (await withdraw(m, 2_000)).body.data;
      transfer.mockClear();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(transfer.mock.calls.filter(([input]) => input.reference === w.reference)).toHaveLength(1);
      const sent = await db()
        .selectFrom('sandbox_transfers')
        .select('reference')
        .where('reference', '=', w.reference)
        .execute();
      expect(sent).toHaveLength(1);
      const row = await db()
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('paid');
    }
    transfer.mockRestore();
  }, 180_000);

  it('approve racing decline: exactly one applies; a declined withdrawal is never sent, 20 trials', async () => {
    const m = await member();
    const transfer = vi.spyOn(server.app.paymentProviders.sandbox, 'transfer');
    let approvals = 0;
    for (let trial = 0; trial < 20; trial++) {
      await topUp(m);
      const w = (await withdraw(m, 2_000)).body.data;
      transfer.mockClear();
      const [approve, decline] = await Promise.all([
        http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin }),
        http('PATCH', `/api/withdrawals/${w.id}/decline`, { token: admin }),
      ]);
      expect([approve.status, decline.status].sort()).toEqual([200, 409]);
      const row = await db()
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      if (approve.status === 200) {
        approvals += 1;
        expect(row.status).toBe('paid');
        expect(transfer).toHaveBeenCalledTimes(1);
        expect(await balanceOf(db(), m.id)).toBe(START - 200_000);
      } else {
        expect(row.status).toBe('declined');
        expect(transfer).not.toHaveBeenCalled();
        expect(await balanceOf(db(), m.id)).toBe(START);
      }
    }
    console.log(`approve vs decline, 20 trials: approve won ${approvals}, decline ${20 - approvals}`);
    transfer.mockRestore();
  }, 180_000);

  it('ten settlements of one failed transfer at once: one credit-back, 20 trials', async () => {
    const m = await member();
    const transfer = vi.spyOn(server.app.paymentProviders.sandbox, 'transfer');
    for (let trial = 0; trial < 20; trial++) {
      await topUp(m);
      const w = (await withdraw(m, 4_000)).body.data;
      transfer.mockResolvedValueOnce({ status: 'pending', transferCode: `TRF_race_${w.id}` });
      const approved = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
      expect(approved.body.data.txn_status).toBe('pending');
      expect(await balanceOf(db(), m.id)).toBe(START - 400_000);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          settleTransfer(db(), w.reference, i % 2 === 0 ? 'failed' : 'reversed'),
        ),
      );
      const applied = results.filter((r) => r.outcome === 'applied');
      expect(applied, `trial ${trial}`).toHaveLength(1);
      expect(results.every((r) => ['applied', 'replay', 'illegal'].includes(r.outcome))).toBe(true);
      expect(await balanceOf(db(), m.id)).toBe(START);
      const reversals = await db()
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `withdrawal-reversal:${w.id}`)
        .execute();
      expect(reversals).toHaveLength(1);
    }
    transfer.mockRestore();
  }, 180_000);
});

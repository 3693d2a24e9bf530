import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { ProviderError, type PaymentProvider } from '../src/modules/payments/providers';
import { automatedPayout, planSettingsFromRow } from '@kola/domain';
import { lockWallet } from '../src/modules/ledger/ledger.repository';
import {
  createAutomatedWithdrawal,
  createWithdrawalsService,
} from '../src/modules/withdrawals/withdrawals.service';
import { settleTransfer } from '../src/modules/withdrawals/withdrawals.settlement';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import {
  SEEDED,
  TRANSFER_REFERENCE,
  addBank,
  balanceOf,
  fund,
  idOf,
  setWithdrawalSettings,
  walletMismatches,
} from './withdrawals.fixtures';

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Member {
  uuid: string;
  token: string;
  id: number;
  username: string;
}

/** A signed-up member with a funded wallet and (unless told otherwise) verified bank details. */
async function member(options: { naira?: number; bank?: string | null } = {}): Promise<Member> {
  const m = await signUp(http, slots);
  const id = await idOf(db(), m.uuid);
  if (options.naira) await fund(db(), id, Math.round(options.naira * 100));
  if (options.bank !== null) await addBank(http, m.token, m.uuid, options.bank ?? '0123456789');
  return { uuid: m.uuid, token: m.token, id, username: m.form.username };
}

async function withdraw(m: Member, amount: number) {
  return http('POST', `/api/withdrawals/${m.uuid}/initiate`, { token: m.token, body: { amount } });
}

async function row(id: number) {
  return db().selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function ledgerOf(key: string) {
  return db()
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.code', 'e.amount_kobo', 'e.kind'])
    .where('t.idempotency_key', '=', key)
    .orderBy('e.id')
    .execute();
}

async function transactionsCount(key: string) {
  const rows = await db()
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', key)
    .execute();
  return rows.length;
}

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
}, 180_000); // starting a server (migrations, seed) is slow on a loaded machine
afterEach(async () => {
  vi.restoreAllMocks();
  await setWithdrawalSettings(db(), SEEDED);
});
afterAll(async () => {
  if (server) {
    // The books after everything this file did: balanced, no negative wallet, balance = Σ entries.
    expect(await checkLedger(db())).toEqual([]);
    expect(await walletMismatches(db())).toEqual([]);
  }
  await server?.close();
});

describe('bank details', () => {
  it('lists the payout provider banks by name', async () => {
    const m = await member({ bank: null });
    const res = await http('GET', '/api/payments/banks', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ bank: 'Access Bank', code: '044' });
    const names = (res.body.data as { bank: string }[]).map((b) => b.bank);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('verify-bank-details answers the provider-resolved name and changes nothing', async () => {
    const m = await member({ bank: null });
    const res = await http('POST', '/api/payments/verify-bank-details', {
      token: m.token,
      body: { bank_name: 'Access Bank', account_number: '0123456789' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      bank_code: '044',
      accountName: 'SANDBOX ACCOUNT 6789',
      account_number: '0123456789',
      bank_name: 'Access Bank',
    });
    const user = await db()
      .selectFrom('users')
      .select(['bank_account_number', 'bank_account_name', 'bank_verified_at'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ bank_account_number: null, bank_account_name: null, bank_verified_at: null });

    const unknownBank = await http('POST', '/api/payments/verify-bank-details', {
      token: m.token,
      body: { bank_name: 'Bank of Nowhere', account_number: '0123456789' },
    });
    expect(unknownBank.status).toBe(422);
    expect(unknownBank.body.errors.bank_name).toBeDefined();
    const unresolved = await http('POST', '/api/payments/verify-bank-details', {
      token: m.token,
      body: { bank_name: 'Nowhere', bank_code: '999', account_number: '0123456789' },
    });
    expect(unresolved.status).toBe(422);
    expect(unresolved.body.errors.account_number).toBeDefined();
  });

  it('stores the account name only from the resolution, never the one typed', async () => {
    const m = await member({ bank: null });
    const res = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: {
        bank_name: 'whatever the form said',
        bank_account_number: '2233445566',
        bank_account_name: 'Somebody Else',
        bank_code: '058',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Bank details updated successfully');
    expect(res.body.data).toMatchObject({
      bank_name: 'Guaranty Trust Bank',
      bank_code: '058',
      bank_account_number: '2233445566',
      bank_account_name: 'SANDBOX ACCOUNT 5566',
      bank_editable: true,
    });
    const user = await db()
      .selectFrom('users')
      .select(['bank_account_name', 'bank_verified_at'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(user.bank_account_name).toBe('SANDBOX ACCOUNT 5566');
    expect(user.bank_verified_at).not.toBeNull();

    const unresolved = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: { bank_name: 'x', bank_account_number: '2233445566', bank_code: '999' },
    });
    expect(unresolved.status).toBe(422);
  });

  it('honours bank_editable for members; administrators change details any time, audited and masked', async () => {
    const m = await member();
    const off = await http('PUT', `/api/users/${m.uuid}/bank-editable`, {
      token: admin,
      body: { bank_editable: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Bank editable disabled successfully',
      data: { bank_editable: false },
    });

    const refused = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: { bank_name: 'Zenith Bank', bank_account_number: '1112223334', bank_code: '057' },
    });
    expect(refused.status).toBe(409);
    const unchanged = await db()
      .selectFrom('users')
      .select('bank_account_number')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.bank_account_number).toBe('0123456789');

    const byAdmin = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: admin,
      body: { bank_name: 'Zenith Bank', bank_account_number: '1112223334', bank_code: '057' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.bank_account_name).toBe('SANDBOX ACCOUNT 3334');
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', m.uuid)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'member.bank_details.update',
      'member.bank_editable.set',
      'member.bank_details.update',
    ]);
    expect(audit[2]).toMatchObject({ actor_type: 'admin' });
    expect(JSON.stringify(audit)).not.toContain('1112223334');
    expect(JSON.stringify(audit)).toContain('******3334');

    const on = await http('PUT', `/api/users/${m.uuid}/bank-editable`, {
      token: admin,
      body: { bank_editable: true },
    });
    expect(on.body.message).toBe('Bank editable enabled successfully');
    const again = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: { bank_name: 'Zenith Bank', bank_account_number: '1112223335', bank_code: '057' },
    });
    expect(again.status).toBe(200);

    const nobody = await http('PUT', '/api/users/00000000-0000-4000-8000-000000000000/bank-editable', {
      token: admin,
      body: { bank_editable: true },
    });
    expect(nobody.status).toBe(404);
  });

  it('answers the payout provider balance to administrators', async () => {
    const res = await http('GET', '/api/payments/provider-wallet-balance', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'NGN', provider: 'sandbox' });
    expect(res.body.data.available_balance).toBeGreaterThan(0);
    expect(res.body.data.available_balance).toBeLessThanOrEqual(100_000_000);
  });
});

describe('standing withdrawal amount', () => {
  it('accepts 0 or an amount between the minimum and the maximum', async () => {
    const m = await member({ bank: null });
    const set = (withdrawal_amount: number) =>
      http('PUT', '/api/users/withdrawal-amount', { token: m.token, body: { withdrawal_amount } });
    const ok = await set(2_000);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Withdrawal amount updated successfully',
      data: { uuid: m.uuid, withdrawal_amount: 2_000 },
    });
    expect((await set(200_000)).body.data.withdrawal_amount).toBe(200_000);
    expect((await set(0)).body.data.withdrawal_amount).toBe(0);
    for (const bad of [1_999.99, 200_000.01, 2_000.001, 5]) {
      const res = await set(bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.withdrawal_amount).toBeDefined();
    }
    const stored = await db()
      .selectFrom('users')
      .select('withdrawal_amount_kobo')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored.withdrawal_amount_kobo).toBe(0);
    expect(
      (await http('PUT', '/api/users/withdrawal-amount', { token: admin, body: { withdrawal_amount: 0 } }))
        .status,
    ).toBe(403);
  });
});

describe('requesting a withdrawal', () => {
  it('debits the wallet at once: payout and fee, to the kobo, with a persisted reference', async () => {
    const m = await member({ naira: 50_000 });
    const res = await withdraw(m, 10_000);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawal Request successful');
    expect(res.body.data).toMatchObject({
      amount: 10_000,
      fee: 150,
      payout_amount: 9_850,
      status: 'pending',
      txn_status: null,
      withdrawal_type: 'manual',
    });
    expect(res.body.data.reference).toMatch(TRANSFER_REFERENCE);
    expect(await balanceOf(db(), m.id)).toBe(4_000_000);
    const stored = await row(res.body.data.id);
    expect(stored).toMatchObject({
      reference: res.body.data.reference,
      bank_account_name: 'SANDBOX ACCOUNT 6789',
    });
    expect(await ledgerOf(`withdrawal:${res.body.data.id}`)).toEqual([
      { code: `member:${m.id}`, amount_kobo: -985_000, kind: 'withdrawal' },
      { code: `member:${m.id}`, amount_kobo: -15_000, kind: 'withdrawal_fee' },
      { code: 'company:payouts', amount_kobo: 985_000, kind: 'withdrawal' },
      { code: 'company:fee_income', amount_kobo: 15_000, kind: 'withdrawal_fee' },
    ]);
  });

  it('one pending withdrawal at a time (409), and nothing more is debited', async () => {
    const m = await member({ naira: 50_000 });
    expect((await withdraw(m, 5_000)).status).toBe(200);
    const second = await withdraw(m, 5_000);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/pending withdrawal/);
    expect(await balanceOf(db(), m.id)).toBe(4_500_000);
  });

  it('refuses amounts outside the rules with 422 on amount', async () => {
    const m = await member({ naira: 3_000 });
    const cases: [number, RegExp][] = [
      [1_999.99, /minimum withdrawal is ₦2,000\.00/],
      [200_000.01, /maximum withdrawal is ₦200,000\.00/],
      [3_000.01, /more than your wallet balance/],
      [2_000.001, /withdrawal amount is invalid/],
    ];
    for (const [amount, message] of cases) {
      const res = await withdraw(m, amount);
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors.amount[0]).toMatch(message);
    }
    const negative = await withdraw(m, -5);
    expect(negative.status).toBe(422);
    expect(negative.body.errors.amount).toBeDefined();
    expect(await balanceOf(db(), m.id)).toBe(300_000);
    expect(await db().selectFrom('withdrawals').select('id').where('user_id', '=', m.id).execute()).toEqual(
      [],
    );
  });

  it('needs verified bank details (422)', async () => {
    const m = await member({ naira: 10_000, bank: null });
    const res = await withdraw(m, 5_000);
    expect(res.status).toBe(422);
    expect(res.body.errors.bank_details[0]).toMatch(/bank details/);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
  });

  it('percentage fees round down to the kobo and stop at the cap', async () => {
    const m = await member({ naira: 400_000 });
    // 1.5 % of ₦2,000.33 = 3,000.495 kobo → 3,000 kobo.
    const odd = await withdraw(m, 2_000.33);
    expect(odd.body.data).toMatchObject({ amount: 2_000.33, fee: 30, payout_amount: 1_970.33 });
    await db()
      .updateTable('withdrawals')
      .set({ status: 'paid' })
      .where('id', '=', odd.body.data.id)
      .execute();
    // 1.5 % of ₦100,000 = ₦1,500, capped at ₦1,000.
    const capped = await withdraw(m, 100_000);
    expect(capped.body.data).toMatchObject({ fee: 1_000, payout_amount: 99_000 });
    await db()
      .updateTable('withdrawals')
      .set({ status: 'paid' })
      .where('id', '=', capped.body.data.id)
      .execute();
    // 2.5 % of ₦12,345.67 = 30,864.175 kobo → ₦308.64 (a cap of 0 means none).
    await setWithdrawalSettings(db(), { charge: 2.5, capKobo: 0 });
    const uncapped = await withdraw(m, 12_345.67);
    expect(uncapped.body.data).toMatchObject({ fee: 308.64, payout_amount: 12_037.03 });
  });

  it('flat fees are the charge in naira', async () => {
    await setWithdrawalSettings(db(), { type: 'flat', charge: 50 });
    const m = await member({ naira: 10_000 });
    const res = await withdraw(m, 2_500);
    expect(res.body.data).toMatchObject({ amount: 2_500, fee: 50, payout_amount: 2_450 });
    expect(await balanceOf(db(), m.id)).toBe(750_000);
    const other = await member({ naira: 10_000 });
    await setWithdrawalSettings(db(), { type: 'flat', charge: 2_500 });
    const eaten = await withdraw(other, 2_500);
    expect(eaten.status).toBe(422);
    expect(eaten.body.errors.amount[0]).toMatch(/charge/);
  });
});

describe('who may see and act', () => {
  it("a member gets 403 on every route with another member's uuid or withdrawal id, and nothing of it", async () => {
    const a = await member({ naira: 10_000 });
    const b = await member({ naira: 10_000 });
    const bw = await withdraw(b, 3_000);
    expect(bw.status).toBe(200);
    const bId = bw.body.data.id as number;
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/withdrawals/${b.uuid}/initiate`, { amount: 2_000 }],
      ['GET', `/api/withdrawals/${b.uuid}/user-history`],
      ['GET', `/api/withdrawals/${b.uuid}/user-total`],
      ['GET', `/api/withdrawals/${b.uuid}/pending`],
      ['GET', `/api/withdrawals/${bId}/details`],
      ['GET', '/api/withdrawals/999999/details'],
      ['PATCH', `/api/withdrawals/${bId}/approve`],
      ['PATCH', `/api/withdrawals/${bId}/decline`, {}],
      ['POST', `/api/payments/${b.uuid}/bank-transfer`, { amount: 2_000, reason: 'x' }],
      [
        'PUT',
        `/api/users/${b.uuid}/update-bank-details`,
        { bank_name: 'x', bank_account_number: '1234567890', bank_code: '044' },
      ],
      ['PUT', `/api/users/${b.uuid}/bank-editable`, { bank_editable: false }],
      [
        'PUT',
        '/api/users/00000000-0000-4000-8000-000000000000/update-bank-details',
        { bank_name: 'x', bank_account_number: '1234567890', bank_code: '044' },
      ],
      ['GET', '/api/withdrawals/00000000-0000-4000-8000-000000000000/user-history'],
    ];
    for (const [method, path, body] of calls) {
      const res = await http(method, path, { token: a.token, ...(body !== undefined ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(b.username);
      expect(text).not.toContain(bw.body.data.reference);
      expect(text).not.toContain('6789');
    }
    const admins: [string, string][] = [
      ['GET', '/api/withdrawals/all'],
      ['GET', '/api/withdrawals/search?search=x'],
      ['GET', '/api/withdrawals/total'],
      ['GET', '/api/payments/provider-wallet-balance'],
    ];
    for (const [method, path] of admins)
      expect((await http(method, path, { token: a.token })).status).toBe(403);
    // Nothing changed for b.
    expect(await row(bId)).toMatchObject({ status: 'pending', approved_at: null });
    expect(await balanceOf(db(), b.id)).toBe(700_000);
    // The owner and administrators see it.
    const own = await http('GET', `/api/withdrawals/${bId}/details`, { token: b.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: bId, uuid: b.uuid, bank_account_number: '0123456789' });
    expect((await http('GET', `/api/withdrawals/${bId}/details`, { token: admin })).status).toBe(200);
    expect((await http('GET', '/api/withdrawals/999999/details', { token: admin })).status).toBe(404);
    expect(
      (await http('POST', `/api/withdrawals/${b.uuid}/initiate`, { token: admin, body: { amount: 2_000 } }))
        .status,
    ).toBe(403);
  });
});

describe('approval and payout', () => {
  it('approve sends one sandbox transfer with the persisted reference; it succeeds at once → paid', async () => {
    const m = await member({ naira: 20_000 });
    const w = (await withdraw(m, 10_000)).body.data;
    const transfer = vi.spyOn(server.app.paymentProviders.sandbox, 'transfer');
    const res = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawal approved successfully');
    expect(res.body.data).toMatchObject({
      id: w.id,
      status: 'paid',
      txn_status: 'success',
      reference: w.reference,
      bank_account_number: '0123456789',
    });
    expect(res.body.data.approved_at).not.toBeNull();
    expect(res.body.data.settled_at).not.toBeNull();
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0]![0]).toMatchObject({ reference: w.reference, amountKobo: 985_000 });
    const sent = await db()
      .selectFrom('sandbox_transfers')
      .selectAll()
      .where('reference', '=', w.reference)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount_kobo: 985_000, status: 'success' });
    const stored = await row(w.id);
    expect(stored.transfer_code).toBe(sent[0]!.transfer_code);
    expect(stored.sent_at).not.toBeNull();
    const user = await db()
      .selectFrom('users')
      .select('transfer_recipient_code')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(user.transfer_recipient_code).toBe('RCP_sbx_044_0123456789');
    // Paid: approving or declining again changes nothing.
    expect((await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin })).status).toBe(409);
    expect((await http('PATCH', `/api/withdrawals/${w.id}/decline`, { token: admin })).status).toBe(409);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    // The next withdrawal reuses the stored recipient.
    const create = vi.spyOn(server.app.paymentProviders.sandbox, 'createTransferRecipient');
    const w2 = (await withdraw(m, 2_000)).body.data;
    expect(
      (await http('PATCH', `/api/withdrawals/${w2.id}/approve`, { token: admin })).body.data.status,
    ).toBe('paid');
    expect(create).not.toHaveBeenCalled();
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(w.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('withdrawal.approve');
    expect((await http('PATCH', '/api/withdrawals/999999/approve', { token: admin })).status).toBe(404);
  });

  it('a transfer the provider fails is credited back once (whole amount, fee included)', async () => {
    const m = await member({ naira: 10_000, bank: '0001112223' });
    const w = (await withdraw(m, 4_000)).body.data;
    expect(await balanceOf(db(), m.id)).toBe(600_000);
    const res = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toMatchObject({ status: 'failed', txn_status: 'failed' });
    expect(res.body.data.failure_reason).toMatch(/failed/);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    expect(await ledgerOf(`withdrawal-reversal:${w.id}`)).toEqual([
      { code: `member:${m.id}`, amount_kobo: 400_000, kind: 'withdrawal_reversal' },
      { code: 'company:payouts', amount_kobo: -394_000, kind: 'withdrawal_reversal' },
      { code: 'company:fee_income', amount_kobo: -6_000, kind: 'withdrawal_reversal' },
    ]);
    // The webhook's transfer.failed arriving afterwards is a replay; a success is illegal.
    expect((await settleTransfer(db(), w.reference, 'failed')).outcome).toBe('replay');
    expect((await settleTransfer(db(), w.reference, 'success')).outcome).toBe('illegal');
    expect(await transactionsCount(`withdrawal-reversal:${w.id}`)).toBe(1);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    // The one-pending slot is free again.
    expect((await withdraw(m, 2_000)).status).toBe(200);
  });

  it('a provider refusal sends nothing: 502, the withdrawal stays pending and can be approved again', async () => {
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 3_000)).body.data;
    vi.spyOn(server.app.paymentProviders.sandbox, 'transfer').mockRejectedValueOnce(
      new ProviderError('Your balance is not enough to fulfill this request', false, 400),
    );
    const refused = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/balance is not enough/);
    expect(await row(w.id)).toMatchObject({
      status: 'pending',
      approved_at: null,
      txn_status: null,
      sent_at: null,
    });
    expect(await balanceOf(db(), m.id)).toBe(700_000);
    const again = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(again.body.data).toMatchObject({ status: 'paid', reference: w.reference });
  });

  it('a timeout leaves txn_status unknown; reconciliation resends with the SAME reference only when the provider has none', async () => {
    const service = createWithdrawalsService({
      db: db(),
      providers: () => server.app.paymentProviders,
      log: silent,
    });
    const sandbox = server.app.paymentProviders.sandbox;
    const m = await member({ naira: 20_000 });

    // 1. The call never reached the provider.
    const w = (await withdraw(m, 3_000)).body.data;
    const lost = vi
      .spyOn(sandbox, 'transfer')
      .mockRejectedValueOnce(new ProviderError('Paystack did not answer within 10000 ms', true));
    const res = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/not confirmed/);
    expect(res.body.data).toMatchObject({ status: 'pending', txn_status: 'unknown' });
    expect(await transactionsCount(`withdrawal-reversal:${w.id}`)).toBe(0);
    // Approving again does not send a second transfer.
    expect((await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin })).status).toBe(409);
    expect(lost).toHaveBeenCalledTimes(1);
    await service.reconcileWithdrawal(w.id);
    expect(lost).toHaveBeenCalledTimes(2);
    expect(lost.mock.calls[1]![0].reference).toBe(w.reference);
    expect(await row(w.id)).toMatchObject({ status: 'paid', txn_status: 'success' });
    lost.mockRestore();

    // 2. The provider made the transfer, then the answer was lost: reconciliation only reads it.
    const w2 = (await withdraw(m, 2_000)).body.data;
    const real = sandbox.transfer.bind(sandbox);
    const made = vi.spyOn(sandbox, 'transfer').mockImplementationOnce(async (input) => {
      await real(input);
      throw new ProviderError('socket hang up', true);
    });
    expect(
      (await http('PATCH', `/api/withdrawals/${w2.id}/approve`, { token: admin })).body.data.txn_status,
    ).toBe('unknown');
    await service.reconcileWithdrawal(w2.id);
    expect(made).toHaveBeenCalledTimes(1);
    expect(await row(w2.id)).toMatchObject({ status: 'paid', txn_status: 'success' });
    const sent = await db()
      .selectFrom('sandbox_transfers')
      .select('reference')
      .where('reference', 'in', [w.reference, w2.reference])
      .execute();
    expect(sent).toHaveLength(2);
    // The sweep finds nothing left to reconcile.
    expect(await service.reconcileUnsettled(0)).toBe(0);
  });

  it('reconciles a transfer with the provider it went through, even after payouts move to another one', async () => {
    const providers = server.app.paymentProviders;
    const sandbox = providers.sandbox;
    // Another provider that has never heard of the reference: asking it would re-send the money.
    const other = {
      slug: 'paystack',
      verifyTransfer: vi.fn(async () => {
        throw new ProviderError('Transfer not found', false, 404);
      }),
      transfer: vi.fn(),
      createTransferRecipient: vi.fn(),
    } as unknown as PaymentProvider;
    const service = createWithdrawalsService({
      db: db(),
      providers: () => ({
        ...providers,
        paystack: other,
        bySlug: (slug: string) => (slug === 'paystack' ? other : providers.bySlug(slug)),
      }),
      log: silent,
    });
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 2_500)).body.data;
    // The sandbox makes the transfer, then the answer is lost.
    const real = sandbox.transfer.bind(sandbox);
    vi.spyOn(sandbox, 'transfer').mockImplementationOnce(async (input) => {
      await real(input);
      throw new ProviderError('socket hang up', true);
    });
    const approved = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(approved.body.data.txn_status).toBe('unknown');
    expect(await row(w.id)).toMatchObject({ payout_provider: 'sandbox', status: 'pending' });

    // An administrator now sends payouts through the other provider.
    const before = await db()
      .selectFrom('product_services')
      .select('service_provider_id')
      .where('service', '=', 'payout')
      .executeTakeFirstOrThrow();
    const paystackId = (
      await db()
        .selectFrom('service_providers')
        .select('id')
        .where('slug', '=', 'paystack')
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .updateTable('product_services')
      .set({ service_provider_id: paystackId })
      .where('service', '=', 'payout')
      .execute();
    try {
      await service.reconcileWithdrawal(w.id);
    } finally {
      await db()
        .updateTable('product_services')
        .set({ service_provider_id: before.service_provider_id })
        .where('service', '=', 'payout')
        .execute();
    }
    expect(other.verifyTransfer).not.toHaveBeenCalled();
    expect(other.transfer).not.toHaveBeenCalled();
    expect(await row(w.id)).toMatchObject({
      status: 'paid',
      txn_status: 'success',
      payout_provider: 'sandbox',
    });
    const sent = await db()
      .selectFrom('sandbox_transfers')
      .select('reference')
      .where('reference', '=', w.reference)
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('never asks or pays through another provider when the one a transfer went through is gone', async () => {
    const providers = server.app.paymentProviders;
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 2_000)).body.data;
    vi.spyOn(providers.sandbox, 'transfer').mockRejectedValueOnce(new ProviderError('timeout', true));
    await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(await row(w.id)).toMatchObject({ payout_provider: 'sandbox', txn_status: 'unknown' });
    // A server where the sandbox is not configured any more.
    const transfer = vi.spyOn(providers.sandbox, 'transfer');
    const verify = vi.spyOn(providers.sandbox, 'verifyTransfer');
    transfer.mockClear(); // the approval's own call
    const service = createWithdrawalsService({
      db: db(),
      providers: () => ({
        ...providers,
        bySlug: (slug: string) => (slug === 'sandbox' ? undefined : providers.bySlug(slug)),
      }),
      log: silent,
    });
    expect(await service.reconcileWithdrawal(w.id)).toEqual({ kind: 'unknown' });
    expect(transfer).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
    expect(await row(w.id)).toMatchObject({ status: 'pending', txn_status: 'unknown' });
    // Back on a server that has it, the same reference settles it.
    await createWithdrawalsService({ db: db(), providers: () => providers, log: silent }).reconcileWithdrawal(
      w.id,
    );
    expect(await row(w.id)).toMatchObject({ status: 'paid' });
  });
});

describe('decline', () => {
  it('declines a pending withdrawal and credits it back once, with the reason', async () => {
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 5_000)).body.data;
    expect(await balanceOf(db(), m.id)).toBe(500_000);
    const res = await http('PATCH', `/api/withdrawals/${w.id}/decline`, {
      token: admin,
      body: { reason: 'Bank details under review' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawal declined successfully');
    expect(res.body.data).toMatchObject({ status: 'declined', failure_reason: 'Bank details under review' });
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    expect((await http('PATCH', `/api/withdrawals/${w.id}/decline`, { token: admin })).status).toBe(409);
    expect((await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin })).status).toBe(409);
    expect((await settleTransfer(db(), w.reference, 'reversed')).outcome).toBe('illegal');
    expect(await transactionsCount(`withdrawal-reversal:${w.id}`)).toBe(1);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    // Without a body too.
    const w2 = (await withdraw(m, 2_000)).body.data;
    const bare = await http('PATCH', `/api/withdrawals/${w2.id}/decline`, { token: admin });
    expect(bare.status).toBe(200);
    expect(bare.body.data.failure_reason).toBe('Declined by an administrator');
  });

  it('cannot decline a withdrawal already approved and sent', async () => {
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 2_000)).body.data;
    vi.spyOn(server.app.paymentProviders.sandbox, 'transfer').mockResolvedValueOnce({
      status: 'pending',
      transferCode: 'TRF_pending_1',
    });
    const approved = await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    expect(approved.body.data).toMatchObject({ status: 'pending', txn_status: 'pending' });
    const res = await http('PATCH', `/api/withdrawals/${w.id}/decline`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already approved/);
  });
});

describe('settleTransfer (the webhook entry point)', () => {
  async function sentPending(naira: number) {
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, naira)).body.data;
    vi.spyOn(server.app.paymentProviders.sandbox, 'transfer').mockResolvedValueOnce({
      status: 'pending',
      transferCode: `TRF_pending_${w.id}`,
    });
    await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    return { m, w };
  }

  it('success → paid once; replays are no-ops; reversed after paid credits back once', async () => {
    const { m, w } = await sentPending(3_000);
    const first = await settleTransfer(db(), w.reference, 'success');
    expect(first.outcome).toBe('applied');
    expect(await row(w.id)).toMatchObject({ status: 'paid', txn_status: 'success' });
    for (let i = 0; i < 3; i++)
      expect((await settleTransfer(db(), w.reference, 'success')).outcome).toBe('replay');
    expect((await settleTransfer(db(), w.reference, 'failed')).outcome).toBe('illegal');
    expect(await balanceOf(db(), m.id)).toBe(700_000);
    const reversed = await settleTransfer(db(), w.reference, 'reversed', 'Account closed');
    expect(reversed).toMatchObject({ outcome: 'applied', creditedBack: true });
    expect(await row(w.id)).toMatchObject({ status: 'reversed', failure_reason: 'Account closed' });
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    expect((await settleTransfer(db(), w.reference, 'reversed')).outcome).toBe('replay');
    expect((await settleTransfer(db(), w.reference, 'success')).outcome).toBe('illegal');
    expect(await row(w.id)).toMatchObject({ status: 'reversed' });
    expect(await transactionsCount(`withdrawal-reversal:${w.id}`)).toBe(1);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
  });

  it('failed → credited back once however often it arrives; unknown references change nothing', async () => {
    const { m, w } = await sentPending(2_500);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settleTransfer(db(), w.reference, 'failed', 'Could not credit')),
    );
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'replay')).toHaveLength(4);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    expect((await settleTransfer(db(), w.reference, 'reversed')).outcome).toBe('illegal');
    expect(await transactionsCount(`withdrawal-reversal:${w.id}`)).toBe(1);
    expect((await settleTransfer(db(), 'wd_nosuchreference000000', 'success')).outcome).toBe(
      'unknown_reference',
    );
  });

  it('a pending withdrawal nobody approved cannot be settled', async () => {
    const m = await member({ naira: 10_000 });
    const w = (await withdraw(m, 2_000)).body.data;
    expect((await settleTransfer(db(), w.reference, 'success')).outcome).toBe('illegal');
    expect((await settleTransfer(db(), w.reference, 'failed')).outcome).toBe('illegal');
    expect(await row(w.id)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(db(), m.id)).toBe(800_000);
  });
});

describe('administrator bank transfer', () => {
  it('needs an active member with verified bank details and a covering balance', async () => {
    const inactive = await member({ naira: 10_000 });
    const send = (m: Member, amount: number) =>
      http('POST', `/api/payments/${m.uuid}/bank-transfer`, {
        token: admin,
        body: { amount, reason: 'Payout' },
      });
    expect((await send(inactive, 1_000)).status).toBe(409);
    const noBank = await member({ naira: 10_000, bank: null });
    await db()
      .updateTable('users')
      .set({ status: 'active' })
      .where('id', 'in', [inactive.id, noBank.id])
      .execute();
    const missing = await send(noBank, 1_000);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('User has not submitted bank details');
    const tooMuch = await send(inactive, 10_000.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toBeDefined();
    expect(
      (
        await http('POST', '/api/payments/00000000-0000-4000-8000-000000000000/bank-transfer', {
          token: admin,
          body: { amount: 1, reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(await balanceOf(db(), inactive.id)).toBe(1_000_000);
  });

  it('debits without a fee, pays out once, is audited and listed as an admin_transfer', async () => {
    const m = await member({ naira: 10_000 });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', m.id).execute();
    // A member's own pending withdrawal does not block an administrator's transfer.
    expect((await withdraw(m, 2_000)).status).toBe(200);
    const res = await http('POST', `/api/payments/${m.uuid}/bank-transfer`, {
      token: admin,
      body: { amount: 1_234.56, reason: 'Manual settlement' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 1_234.56,
      status: 'success',
      bank_account_number: '0123456789',
      bank_account_name: 'SANDBOX ACCOUNT 6789',
    });
    expect(res.body.data.reference).toMatch(TRANSFER_REFERENCE);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000 - 200_000 - 123_456);
    const stored = await db()
      .selectFrom('withdrawals')
      .selectAll()
      .where('reference', '=', res.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      withdrawal_type: 'admin_transfer',
      fee_kobo: 0,
      status: 'paid',
      reason: 'Manual settlement',
    });
    expect(await ledgerOf(`withdrawal:${stored.id}`)).toEqual([
      { code: `member:${m.id}`, amount_kobo: -123_456, kind: 'admin_transfer' },
      { code: 'company:payouts', amount_kobo: 123_456, kind: 'admin_transfer' },
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.bank_transfer')
      .where('target_id', '=', m.uuid)
      .execute();
    expect(audit).toHaveLength(1);
    const history = await http('GET', `/api/withdrawals/${m.uuid}/user-history`, { token: m.token });
    expect(history.body.data.data.map((w: { withdrawal_type: string }) => w.withdrawal_type)).toEqual([
      'admin_transfer',
      'manual',
    ]);
  });

  it('a failed transfer is credited back (admin_transfer_reversal)', async () => {
    const m = await member({ naira: 10_000, bank: '0009998887' });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', m.id).execute();
    const res = await http('POST', `/api/payments/${m.uuid}/bank-transfer`, {
      token: admin,
      body: { amount: 4_000, reason: 'Payout' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.data.status).toBe('failed');
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
    const stored = await db()
      .selectFrom('withdrawals')
      .select('id')
      .where('reference', '=', res.body.data.reference)
      .executeTakeFirstOrThrow();
    expect((await ledgerOf(`withdrawal-reversal:${stored.id}`)).map((e) => e.kind)).toEqual([
      'admin_transfer_reversal',
      'admin_transfer_reversal',
    ]);
  });

  it('a refused transfer answers 502 and reverses the debit', async () => {
    const m = await member({ naira: 10_000 });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', m.id).execute();
    vi.spyOn(server.app.paymentProviders.sandbox, 'transfer').mockRejectedValueOnce(
      new ProviderError('Transfer recipient not found', false, 404),
    );
    const res = await http('POST', `/api/payments/${m.uuid}/bank-transfer`, {
      token: admin,
      body: { amount: 1_000, reason: 'Payout' },
    });
    expect(res.status).toBe(502);
    expect(await balanceOf(db(), m.id)).toBe(1_000_000);
  });
});

describe('automated withdrawals (the payout run)', () => {
  it('records a pending automated withdrawal in the run transaction, debited like a request', async () => {
    const m = await member({ naira: 10_000 });
    await http('PUT', '/api/users/withdrawal-amount', { token: m.token, body: { withdrawal_amount: 4_000 } });
    const made = await db()
      .transaction()
      .execute(async (tx) => {
        const balanceKobo = await lockWallet(tx, m.id);
        const settings = planSettingsFromRow(
          await tx.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
        );
        const verdict = automatedPayout({
          standingAmountKobo: 400_000 as never,
          balanceKobo: balanceKobo as never,
          bankVerified: true,
          hasPendingWithdrawal: false,
          settings,
        });
        if (!verdict.ok || !('feeKobo' in verdict)) throw new Error('not payable');
        return createAutomatedWithdrawal(tx, {
          userId: m.id,
          amountKobo: verdict.amountKobo,
          feeKobo: verdict.feeKobo,
          netKobo: verdict.netKobo,
          periodKey: '2026-11-21',
        });
      });
    expect(made.reference).toMatch(TRANSFER_REFERENCE);
    expect(await row(made.id)).toMatchObject({
      withdrawal_type: 'automated',
      status: 'pending',
      amount_kobo: 400_000,
      fee_kobo: 6_000,
      payout_kobo: 394_000,
      bank_account_name: 'SANDBOX ACCOUNT 6789',
    });
    expect(await balanceOf(db(), m.id)).toBe(600_000);
    // It holds the one-pending slot and is paid out like any withdrawal.
    expect((await withdraw(m, 2_000)).status).toBe(409);
    const approved = await http('PATCH', `/api/withdrawals/${made.id}/approve`, { token: admin });
    expect(approved.body.data).toMatchObject({ status: 'paid', withdrawal_type: 'automated' });
  });
});

describe('lists and totals', () => {
  it('pages newest first, searches by member, and totals what was not credited back', async () => {
    const m = await member({ naira: 100_000 });
    const made: number[] = [];
    for (const amount of [2_000, 3_000, 4_000]) {
      const w = (await withdraw(m, amount)).body.data;
      made.push(w.id);
      await http('PATCH', `/api/withdrawals/${w.id}/approve`, { token: admin });
    }
    const declined = (await withdraw(m, 5_000)).body.data;
    await http('PATCH', `/api/withdrawals/${declined.id}/decline`, { token: admin });
    const pending = (await withdraw(m, 6_000)).body.data;

    const page1 = await http('GET', `/api/withdrawals/${m.uuid}/user-history?per_page=2`, { token: m.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(page1.body.data.data.map((w: { id: number }) => w.id)).toEqual([pending.id, declined.id]);
    const page3 = await http('GET', `/api/withdrawals/${m.uuid}/user-history?per_page=2&page=3`, {
      token: admin,
    });
    expect(page3.body.data.data.map((w: { id: number }) => w.id)).toEqual([made[0]]);
    expect(page3.body.data.data[0]).toMatchObject({ uuid: m.uuid, username: m.username });

    const total = await http('GET', `/api/withdrawals/${m.uuid}/user-total`, { token: m.token });
    expect(total.body.data).toEqual({ total: 15_000, count: 4 });

    const pend = await http('GET', `/api/withdrawals/${m.uuid}/pending`, { token: m.token });
    expect(pend.body.data.map((w: { id: number }) => w.id)).toEqual([pending.id]);

    const found = await http(
      'GET',
      `/api/withdrawals/search?search=${m.username.toUpperCase()}&per_page=100`,
      {
        token: admin,
      },
    );
    expect(found.body.data.total).toBe(5);
    expect(found.body.data.data.every((w: { username: string }) => w.username === m.username)).toBe(true);
    const none = await http('GET', '/api/withdrawals/search?search=%25_nobody', { token: admin });
    expect(none.body.data).toMatchObject({ total: 0, last_page: 1, data: [] });

    const all = await http('GET', '/api/withdrawals/all?per_page=3', { token: admin });
    expect(all.body.data.data).toHaveLength(3);
    expect(all.body.data.data[0].id).toBe(pending.id);
    const ids = all.body.data.data.map((w: { id: number; created_at: string }) => w.created_at);
    expect(ids).toEqual([...ids].sort().reverse());

    const everything = await http('GET', '/api/withdrawals/total', { token: admin });
    const sum = await db()
      .selectFrom('withdrawals')
      .select(['amount_kobo'])
      .where('status', 'in', ['pending', 'paid'])
      .execute();
    expect(everything.body.data).toEqual({
      total: sum.reduce((s, r) => s + r.amount_kobo, 0) / 100,
      count: sum.length,
    });
  });

  it('keeps one state when asked (beyond the specification), searched or not, and refuses an unknown state', async () => {
    const m = await member({ naira: 100_000 });
    const paid = (await withdraw(m, 2_000)).body.data;
    await http('PATCH', `/api/withdrawals/${paid.id}/approve`, { token: admin });
    const declined = (await withdraw(m, 3_000)).body.data;
    await http('PATCH', `/api/withdrawals/${declined.id}/decline`, { token: admin });
    const waiting = (await withdraw(m, 4_000)).body.data;
    const idsOf = (answer: { body: { data: { data: { id: number }[] } } }) =>
      answer.body.data.data.map((w) => w.id);
    const mine = (status: string) =>
      http('GET', `/api/withdrawals/search?search=${m.username}&status=${status}&per_page=100`, {
        token: admin,
      });

    expect(idsOf(await mine('awaiting_approval'))).toEqual([waiting.id]);
    expect(idsOf(await mine('paid'))).toEqual([paid.id]);
    expect(idsOf(await mine('declined'))).toEqual([declined.id]);
    expect(idsOf(await mine('payout_sent'))).toEqual([]);
    expect((await mine('failed')).body.data).toMatchObject({ total: 0, data: [] });

    // Across members: exactly the withdrawals the database holds as pending and not yet approved.
    const awaiting = await http('GET', '/api/withdrawals/all?status=awaiting_approval&per_page=100', {
      token: admin,
    });
    expect(awaiting.status).toBe(200);
    const stored = await db()
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .where('approved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(awaiting.body.data.total).toBe(stored.length);
    expect(idsOf(awaiting)).toEqual(stored.slice(0, 100).map((r) => r.id));
    expect(idsOf(awaiting)).toContain(waiting.id);

    const refused = await http('GET', '/api/withdrawals/all?status=approved', { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('status');
    // A member may not list anyone's withdrawals, filtered or not.
    expect((await http('GET', '/api/withdrawals/all?status=paid', { token: m.token })).status).toBe(403);
  });
});

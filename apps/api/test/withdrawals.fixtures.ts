import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { postTransaction } from '../src/modules/ledger/ledger.repository';
import type { Http } from './helper';

let funding = 0;

/**
 * Credits a member's wallet the way a bonus does (the company's bonus expense pays it): one
 * balanced ledger transaction, so the payment pipelines are not needed to fund a test wallet.
 */
export async function fund(db: Database, userId: number, kobo: number): Promise<void> {
  funding += 1;
  await postTransaction(db, {
    idempotencyKey: `test-fund:${userId}:${Date.now()}:${funding}`,
    kind: 'test_funding',
    causeType: 'test',
    causeRef: `fund-${funding}`,
    lines: [
      { account: { userId }, amountKobo: kobo, kind: 'referral_bonus' },
      { account: { company: 'bonus_expense' }, amountKobo: -kobo, kind: 'contra' },
    ],
  });
}

export async function idOf(db: Database, uuid: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return row.id;
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_kobo')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.balance_kobo;
}

/** Saves verified bank details through the API (the sandbox resolves any 10-digit number). */
export async function addBank(http: Http, token: string, uuid: string, accountNumber = '0123456789') {
  const res = await http('PUT', `/api/users/${uuid}/update-bank-details`, {
    token,
    body: { bank_name: 'Access Bank', bank_account_number: accountNumber, bank_code: '044' },
  });
  if (res.status !== 200) throw new Error(`bank details failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Every wallet's balance column against the sum of its entries: the mismatches (none = sound). */
export async function walletMismatches(db: Database) {
  const rows = await sql<{ code: string; balance_kobo: number; entries: number }>`
    select a.code, a.balance_kobo, coalesce(sum(e.amount_kobo), 0) as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.kind = 'member_wallet'
    group by a.id, a.code, a.balance_kobo`.execute(db);
  return rows.rows.filter((r) => Number(r.balance_kobo) !== Number(r.entries));
}

export interface WithdrawalSettings {
  type?: 'percentage' | 'flat';
  charge?: number;
  capKobo?: number;
  minKobo?: number;
  maxKobo?: number;
}

/** Changes the withdrawal settings (as an administrator would on the settings screen). */
export async function setWithdrawalSettings(db: Database, s: WithdrawalSettings): Promise<void> {
  await db
    .updateTable('settings')
    .set({
      ...(s.type !== undefined ? { withdrawal_charge_type: s.type } : {}),
      ...(s.charge !== undefined ? { charge: s.charge } : {}),
      ...(s.capKobo !== undefined ? { withdrawal_charge_cap_kobo: s.capKobo } : {}),
      ...(s.minKobo !== undefined ? { minimum_withdrawal_kobo: s.minKobo } : {}),
      ...(s.maxKobo !== undefined ? { maximum_withdrawal_kobo: s.maxKobo } : {}),
    })
    .where('id', '=', 1)
    .execute();
}

/** The seeded withdrawal settings: 1.5 % capped at ₦1,000, between ₦2,000 and ₦200,000. */
export const SEEDED: Required<WithdrawalSettings> = {
  type: 'percentage',
  charge: 1.5,
  capKobo: 100_000,
  minKobo: 200_000,
  maxKobo: 20_000_000,
};

export const TRANSFER_REFERENCE = /^[a-z0-9_-]{16,50}$/;

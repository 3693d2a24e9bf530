import { koboToNaira } from '@kola/domain';
import type { WithdrawalRow, WithdrawalWithMember } from './withdrawals.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The contract's Withdrawal: money in naira, no bank details. */
export function toWithdrawal(row: WithdrawalRow) {
  return {
    id: row.id,
    amount: koboToNaira(row.amount_kobo),
    fee: koboToNaira(row.fee_kobo),
    payout_amount: koboToNaira(row.payout_kobo),
    status: row.status,
    txn_status: row.txn_status,
    withdrawal_type: row.withdrawal_type,
    reference: row.reference,
    created_at: iso(row.created_at),
  };
}

/** WithdrawalListItem: the withdrawal and who made it. */
export function toWithdrawalListItem(row: WithdrawalWithMember) {
  return {
    ...toWithdrawal(row),
    uuid: row.uuid,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
  };
}

/**
 * WithdrawalDetails: with the bank account it was paid to. Only ever answered to the member
 * who owns it and to administrators.
 */
export function toWithdrawalDetails(row: WithdrawalWithMember) {
  return {
    ...toWithdrawalListItem(row),
    bank_name: row.bank_name,
    bank_account_name: row.bank_account_name,
    bank_account_number: row.bank_account_number,
    failure_reason: row.failure_reason,
    reason: row.reason,
    approved_at: isoOrNull(row.approved_at),
    settled_at: isoOrNull(row.settled_at),
  };
}

/** BankTransferResult: an administrator's payout as the provider has it so far. */
export function toBankTransferResult(row: WithdrawalRow) {
  const status =
    row.status === 'paid'
      ? ('success' as const)
      : row.status === 'failed' || row.status === 'declined'
        ? ('failed' as const)
        : row.status === 'reversed'
          ? ('reversed' as const)
          : ('pending' as const);
  return {
    reference: row.reference,
    amount: koboToNaira(row.amount_kobo),
    status,
    bank_name: row.bank_name,
    bank_account_number: row.bank_account_number,
    bank_account_name: row.bank_account_name,
  };
}

export function toWithdrawalTotal(total: { totalKobo: number; count: number }) {
  return { total: koboToNaira(total.totalKobo), count: total.count };
}

/** The contract's PageMeta around one page of items. */
export function toPage<T>(items: T[], total: number, page: number, perPage: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    data: items,
  };
}

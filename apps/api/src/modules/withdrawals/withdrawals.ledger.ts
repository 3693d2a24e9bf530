import { formatKobo, type EntryKind } from '@kola/domain';
import { postTransaction, type Executor, type LedgerLine } from '../ledger/ledger.repository';
import type { WithdrawalRow } from './withdrawals.repository';

/** The debit of a withdrawal request: the member's wallet pays the payout and the fee. */
function debitLines(row: WithdrawalRow): LedgerLine[] {
  const explanation = { withdrawal_id: row.id, reference: row.reference };
  if (row.withdrawal_type === 'admin_transfer') {
    return [
      { account: { userId: row.user_id }, amountKobo: -row.amount_kobo, kind: 'admin_transfer', explanation },
      { account: { company: 'payouts' }, amountKobo: row.amount_kobo, kind: 'admin_transfer', explanation },
    ];
  }
  return [
    { account: { userId: row.user_id }, amountKobo: -row.payout_kobo, kind: 'withdrawal', explanation },
    { account: { userId: row.user_id }, amountKobo: -row.fee_kobo, kind: 'withdrawal_fee', explanation },
    { account: { company: 'payouts' }, amountKobo: row.payout_kobo, kind: 'withdrawal', explanation },
    { account: { company: 'fee_income' }, amountKobo: row.fee_kobo, kind: 'withdrawal_fee', explanation },
  ];
}

/** The credit-back of a failed, reversed or declined withdrawal: the whole amount, fee included. */
function creditBackLines(row: WithdrawalRow): LedgerLine[] {
  const kind: EntryKind =
    row.withdrawal_type === 'admin_transfer' ? 'admin_transfer_reversal' : 'withdrawal_reversal';
  const explanation = { withdrawal_id: row.id, reference: row.reference, status: row.status };
  return [
    { account: { userId: row.user_id }, amountKobo: row.amount_kobo, kind, explanation },
    { account: { company: 'payouts' }, amountKobo: -row.payout_kobo, kind, explanation },
    { account: { company: 'fee_income' }, amountKobo: -row.fee_kobo, kind, explanation },
  ];
}

/** Debits the wallet for a new withdrawal (once per withdrawal: key `withdrawal:<id>`). */
export async function postDebit(tx: Executor, row: WithdrawalRow): Promise<void> {
  await postTransaction(tx, {
    idempotencyKey: `withdrawal:${row.id}`,
    kind: row.withdrawal_type === 'admin_transfer' ? 'admin_transfer' : 'withdrawal',
    causeType: 'withdrawal',
    causeRef: row.reference,
    description:
      row.withdrawal_type === 'admin_transfer'
        ? `Bank transfer by an administrator: ${row.reason ?? ''}`.trim()
        : `Withdrawal of ${formatKobo(row.amount_kobo)} (charge ${formatKobo(row.fee_kobo)})`,
    lines: debitLines(row),
  });
}

/** Posts the credit-back once per withdrawal, whoever asks and however often. */
export async function postCreditBack(tx: Executor, row: WithdrawalRow): Promise<boolean> {
  const posted = await postTransaction(tx, {
    idempotencyKey: `withdrawal-reversal:${row.id}`,
    kind: row.withdrawal_type === 'admin_transfer' ? 'admin_transfer_reversal' : 'withdrawal_reversal',
    causeType: 'withdrawal',
    causeRef: row.reference,
    description: `Withdrawal ${row.status}: ${formatKobo(row.amount_kobo)} credited back`,
    lines: creditBackLines(row),
  });
  return posted !== null;
}

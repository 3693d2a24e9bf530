import { BONUS_KINDS } from '../plan/types';

/**
 * Every kind a ledger entry can have: the one list. The database's CHECK constraint on
 * ledger_entries.kind must hold exactly these (apps/api/test/entry-kinds.test.ts compares them);
 * a new kind needs a migration that changes the constraint.
 */
export const ENTRY_KINDS = [
  ...BONUS_KINDS,
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_reversal',
  'wallet_payment',
  'reversal',
  'admin_transfer',
  'admin_transfer_reversal',
  'payment',
  'contra',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Kinds that take money out of a wallet towards a bank, and their credit-backs. */
export const WITHDRAWAL_KINDS = [
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_reversal',
  'admin_transfer',
  'admin_transfer_reversal',
] as const satisfies readonly EntryKind[];

export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

export function isEntryKind(value: string): value is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(value);
}

import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';
import { writeAudit, type AuditEntry } from '../../lib/audit';

const PROFILE_COLUMNS = [
  'address',
  'gender',
  'photo_path',
  'phone',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_code',
  'bank_editable',
  'enable_2fa',
] as const;

export interface BankDetails {
  bankName: string;
  bankCode: string;
  accountNumber: string;
  /** Always the provider's resolved name. */
  accountName: string;
}

/** SQL of members' bank details, bank_editable and standing withdrawal amount. */
export function createBankingRepository(db: Database) {
  return {
    profile(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(PROFILE_COLUMNS)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** The member's bank row locked until the transaction ends. */
    lockBank(userId: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['bank_name', 'bank_code', 'bank_account_number', 'bank_account_name', 'bank_editable'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** New verified bank details; the stored transfer recipient only survives the same account. */
    setBankDetails(userId: number, bank: BankDetails, ex: Executor = db) {
      return ex
        .updateTable('users')
        .set({
          bank_name: bank.bankName,
          bank_code: bank.bankCode,
          bank_account_number: bank.accountNumber,
          bank_account_name: bank.accountName,
          bank_verified_at: sql<Date>`now()`,
          transfer_recipient_code: sql<string | null>`case when bank_code = ${bank.bankCode}
            and bank_account_number = ${bank.accountNumber} then transfer_recipient_code end`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', userId)
        .execute();
    },

    /** The welcome form's address and gender (only those sent). */
    setAddressAndGender(
      userId: number,
      values: { address?: string | null; gender?: string | null },
      ex: Executor = db,
    ) {
      if (values.address === undefined && values.gender === undefined) return Promise.resolve();
      return ex
        .updateTable('users')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute()
        .then(() => undefined);
    },

    setBankEditable(userId: number, editable: boolean, ex: Executor = db) {
      return ex
        .updateTable('users')
        .set({ bank_editable: editable, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .returning('bank_editable')
        .executeTakeFirstOrThrow();
    },

    setWithdrawalAmount(userId: number, kobo: number, ex: Executor = db) {
      return ex
        .updateTable('users')
        .set({ withdrawal_amount_kobo: kobo, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },

    settings(ex: Executor = db) {
      return ex.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type BankingRepository = ReturnType<typeof createBankingRepository>;

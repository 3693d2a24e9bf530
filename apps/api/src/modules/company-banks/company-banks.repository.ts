import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

export interface CompanyBankValues {
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
}

const COLUMNS = ['id', 'bank_name', 'bank_account_name', 'bank_account_number'] as const;

/** SQL of the company bank accounts (docs/catalogue.md#company-bank-accounts). */
export function createCompanyBanksRepository(db: Database) {
  return {
    all(ex: Executor = db) {
      return ex.selectFrom('company_banks').select(COLUMNS).orderBy('id').execute();
    },
    byId(id: number, ex: Executor = db) {
      return ex.selectFrom('company_banks').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    /** Every account, locked until the transaction ends (no key update: members' rows that point at it are not held up) (a delete counts the ones left). */
    lockAll(ex: Executor) {
      return ex.selectFrom('company_banks').select(COLUMNS).orderBy('id').forNoKeyUpdate().execute();
    },
    insert(values: CompanyBankValues, ex: Executor) {
      return ex.insertInto('company_banks').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
    },
    update(id: number, values: CompanyBankValues, ex: Executor) {
      return ex
        .updateTable('company_banks')
        .set(values)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    async remove(id: number, ex: Executor) {
      await ex.deleteFrom('company_banks').where('id', '=', id).execute();
    },
    audit(entry: AuditEntry, ex: Executor) {
      return writeAudit(ex, entry);
    },
  };
}

export type CompanyBanksRepository = ReturnType<typeof createCompanyBanksRepository>;

import type { HandlerMap } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';

/** Every text the company bank reads answer. */
export const BM = {
  banks: 'Company bank accounts',
  bank: 'Company bank account',
  notFound: 'Bank account not found.',
} as const;

const COLUMNS = ['id', 'bank_name', 'bank_account_name', 'bank_account_number'] as const;

/**
 * The company's bank accounts, read by any signed-in account: members pay stockist fees into
 * them (docs/pickups-and-stockists.md#stockists). Administrators edit them elsewhere.
 */
export function createCompanyBanksService(deps: { db: Database }) {
  const { db } = deps;
  return {
    list() {
      return db.selectFrom('company_banks').select(COLUMNS).orderBy('id').execute();
    },
    async get(id: number) {
      const row = await db
        .selectFrom('company_banks')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BM.notFound);
      return row;
    },
  };
}

export type CompanyBanksService = ReturnType<typeof createCompanyBanksService>;

/** HTTP only. */
export function companyBanksHandlers(banks: CompanyBanksService): HandlerMap {
  return {
    listCompanyBanks: async () => ({ message: BM.banks, data: await banks.list() }),
    getCompanyBank: async ({ params }) => ({ message: BM.bank, data: await banks.get(params.id) }),
  };
}

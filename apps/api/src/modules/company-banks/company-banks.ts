import type { components } from '@kola/api/schema';
import type { Auth, HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { requireCatalogueAdmin, textField } from '../../lib/catalogue';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  createCompanyBanksRepository,
  type CompanyBankValues,
  type CompanyBanksRepository,
} from './company-banks.repository';

type CreateBody = components['schemas']['CompanyBankCreateRequest'];
type UpdateBody = components['schemas']['CompanyBankUpdateRequest'];

/** Every text the company bank operations answer. */
export const BM = {
  banks: 'Company bank accounts',
  bank: 'Company bank account',
  notFound: 'Bank account not found.',
  created: 'Bank created successfully',
  updated: 'Bank updated successfully',
  deleted: 'Bank deleted successfully',
  duplicate: 'This account is already one of the company accounts.',
  lastOne:
    'The company must keep at least one bank account: members pay stockist fees into it. Add the new account first, then delete this one.',
} as const;

const changesOf = (body: UpdateBody): Partial<CompanyBankValues> => ({
  ...(body.bank_name !== undefined ? { bank_name: textField('bank_name', body.bank_name) } : {}),
  ...(body.bank_account_name !== undefined
    ? { bank_account_name: textField('bank_account_name', body.bank_account_name) }
    : {}),
  // The contract's pattern has already made it ten digits.
  ...(body.bank_account_number !== undefined ? { bank_account_number: body.bank_account_number.trim() } : {}),
});

type Row = CompanyBankValues & { id: number };
const sameAccount = (a: CompanyBankValues, b: CompanyBankValues) =>
  a.bank_name.toLowerCase() === b.bank_name.toLowerCase() && a.bank_account_number === b.bank_account_number;
const audited = (r: CompanyBankValues) => ({
  bank_name: r.bank_name,
  bank_account_name: r.bank_account_name,
  bank_account_number: r.bank_account_number,
});

/**
 * The company's bank accounts (docs/catalogue.md#company-bank-accounts), read by any signed-in
 * account: members pay stockist fees into them (docs/pickups-and-stockists.md#stockists).
 * Administrators add, change and delete them (audited); the last one cannot be deleted.
 */
export function createCompanyBanksService(deps: { db: Database; repo?: CompanyBanksRepository }) {
  const { db } = deps;
  const repo = deps.repo ?? createCompanyBanksRepository(db);

  function audit(
    caller: Auth,
    action: string,
    id: number,
    before: Row | null,
    after: Row | null,
    ip: string | null,
  ) {
    return {
      actor_type: 'admin' as const,
      actor_id: caller.id,
      action,
      target_type: 'company_bank',
      target_id: String(id),
      before: before && audited(before),
      after: after && audited(after),
      ip,
    };
  }

  return {
    list() {
      return repo.all();
    },
    async get(id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound(BM.notFound);
      return row;
    },

    /** POST /banks/create: 422 on bank_account_number when the same bank and number are listed already. */
    async create(caller: Auth, body: CreateBody, ip: string | null) {
      requireCatalogueAdmin(caller);
      const values = changesOf(body) as CompanyBankValues;
      return inTransaction(db, async (tx) => {
        const all = await repo.lockAll(tx);
        if (all.some((b) => sameAccount(b, values))) throw invalid('bank_account_number', BM.duplicate);
        const created = await repo.insert(values, tx);
        await repo.audit(audit(caller, 'company_banks.create', created.id, null, created, ip), tx);
        return created;
      });
    },

    /** PUT /banks/{id}/update: only the fields sent change; 404 for an unknown id. */
    async update(caller: Auth, id: number, body: UpdateBody, ip: string | null) {
      requireCatalogueAdmin(caller);
      const changes = changesOf(body);
      return inTransaction(db, async (tx) => {
        const all = await repo.lockAll(tx);
        const before = all.find((b) => b.id === id);
        if (!before) throw notFound(BM.notFound);
        const values: CompanyBankValues = { ...audited(before), ...changes };
        if (all.some((b) => b.id !== id && sameAccount(b, values)))
          throw invalid('bank_account_number', BM.duplicate);
        const after = await repo.update(id, values, tx);
        await repo.audit(audit(caller, 'company_banks.update', id, before, after, ip), tx);
        return after;
      });
    },

    /** DELETE /banks/{id}/delete: 404 for an unknown id, 409 for the last account; audited with what it was. */
    async remove(caller: Auth, id: number, ip: string | null) {
      requireCatalogueAdmin(caller);
      await inTransaction(db, async (tx) => {
        const all = await repo.lockAll(tx);
        const before = all.find((b) => b.id === id);
        if (!before) throw notFound(BM.notFound);
        if (all.length === 1) throw new AppError(409, BM.lastOne);
        await repo.remove(id, tx);
        await repo.audit(audit(caller, 'company_banks.delete', id, before, null, ip), tx);
      });
    },
  };
}

export type CompanyBanksService = ReturnType<typeof createCompanyBanksService>;

/** HTTP only. */
export function companyBanksHandlers(banks: CompanyBanksService): HandlerMap {
  return {
    listCompanyBanks: async () => ({ message: BM.banks, data: await banks.list() }),
    getCompanyBank: async ({ params }) => ({ message: BM.bank, data: await banks.get(params.id) }),
    createCompanyBank: async ({ body, auth, req }) => ({
      message: BM.created,
      data: await banks.create(signedIn(auth), body, req.ip),
    }),
    updateCompanyBank: async ({ params, body, auth, req }) => ({
      message: BM.updated,
      data: await banks.update(signedIn(auth), params.id, body, req.ip),
    }),
    deleteCompanyBank: async ({ params, auth, req }) => {
      await banks.remove(signedIn(auth), params.id, req.ip);
      return { message: BM.deleted, data: null };
    },
  };
}

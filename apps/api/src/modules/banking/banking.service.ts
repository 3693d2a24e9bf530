import { formatKobo, koboToNaira, nairaToKobo, planSettingsFromRow } from '@kola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { AppError, invalid, notFound, tooMany } from '../../lib/errors';
import { createAuthRepository } from '../auth/auth.repository';
import { toUser } from '../auth/auth.serializers';
import {
  ProviderError,
  resolveProvider,
  type Bank,
  type PaymentProvider,
  type Providers,
} from '../payments/providers';
import { inTransaction } from '../../db/transaction';
import { createBankingRepository, type BankingRepository } from './banking.repository';

/**
 * Every text the banking operations answer (docs/screens/member.md#bank-details and
 * docs/screens/back-office.md, as written).
 */
export const BM = {
  banks: 'Banks',
  verified: 'Account verified successfully',
  balance: 'Provider wallet balance',
  bankDetailsUpdated: 'Bank details updated successfully',
  profileCreated: 'Profile created successfully',
  alreadyHasBank:
    'Your bank details are already on file. Change them from your profile while they are editable.',
  bankEditableEnabled: 'Bank editable enabled successfully',
  bankEditableDisabled: 'Bank editable disabled successfully',
  withdrawalAmountUpdated: 'Withdrawal amount updated successfully',
  notEditable: 'Your bank details can no longer be changed. Please contact support to change them.',
  unresolved: 'The account could not be verified. Check the account number and the bank.',
  unknownBank: 'The selected bank is not supported.',
  providerDown: 'The payout provider did not answer. Please try again shortly.',
  withdrawalAmountInvalid: 'withdrawal amount is invalid',
  tooManyVerifications: 'Too many bank account checks. Please try again in a minute.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFY_LIMIT = 10;
const VERIFY_WINDOW_MS = 60_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Only the last four digits of an account number ever appear in the audit log. */
export function maskAccount(accountNumber: string | null): string | null {
  return accountNumber ? `******${accountNumber.slice(-4)}` : null;
}

function providerFailed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(502, BM.providerDown);
}

export interface BankingServiceDeps {
  db: Database;
  providers: () => Providers;
  log: Log;
  repo?: BankingRepository;
  now?: () => number;
}

export function createBankingService(deps: BankingServiceDeps) {
  const { db, log } = deps;
  const repo = deps.repo ?? createBankingRepository(db);
  const users = createAuthRepository(db);
  const now = deps.now ?? (() => Date.now());
  const bankCache = new Map<string, { at: number; banks: Bank[] }>();
  const verifications = new Map<string, number[]>();

  const payoutProvider = () => resolveProvider(db, deps.providers(), 'payout');

  /** The provider's bank list, cached for a day per provider. */
  async function banksOf(provider: PaymentProvider): Promise<Bank[]> {
    const cached = bankCache.get(provider.slug);
    if (cached && now() - cached.at < DAY_MS) return cached.banks;
    let banks: Bank[];
    try {
      banks = await provider.listBanks();
    } catch (error) {
      log.warn({ provider: provider.slug, err: (error as Error).message }, 'bank list failed');
      throw providerFailed(error);
    }
    banks = [...banks].sort((a, b) => a.name.localeCompare(b.name));
    bankCache.set(provider.slug, { at: now(), banks });
    return banks;
  }

  /** The account holder's name from the provider: 422 on `field` when it does not resolve. */
  async function resolve(provider: PaymentProvider, accountNumber: string, bankCode: string, field: string) {
    try {
      return await provider.resolveAccount(accountNumber, bankCode);
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) throw invalid(field, BM.unresolved);
      log.warn({ provider: provider.slug, err: (error as Error).message }, 'account resolution failed');
      throw providerFailed(error);
    }
  }

  function throttleVerification(caller: Auth): void {
    const key = `${caller.type}:${caller.id}`;
    const since = now() - VERIFY_WINDOW_MS;
    const recent = (verifications.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= VERIFY_LIMIT) throw tooMany(BM.tooManyVerifications);
    recent.push(now());
    verifications.set(key, recent);
  }

  async function profile(userId: number) {
    const row = await repo.profile(userId);
    return {
      address: row.address,
      gender: (row.gender ?? '') as 'male' | 'female' | '',
      photo_path: row.photo_path,
      phone: row.phone,
      bank_name: row.bank_name,
      bank_account_name: row.bank_account_name,
      bank_account_number: row.bank_account_number,
      bank_code: row.bank_code,
      bank_editable: row.bank_editable,
      enable_2fa: row.enable_2fa,
    };
  }

  return {
    /** GET /payments/banks */
    async banks() {
      const banks = await banksOf(await payoutProvider());
      return banks.map((b) => ({ bank: b.name, code: b.code }));
    },

    /** POST /payments/verify-bank-details: resolves the account; changes nothing. */
    async verify(caller: Auth, body: { bank_name: string; account_number: string; bank_code?: string }) {
      throttleVerification(caller);
      const provider = await payoutProvider();
      let bankCode = body.bank_code;
      let bankName = body.bank_name;
      const banks = await banksOf(provider);
      if (bankCode === undefined) {
        const wanted = body.bank_name.trim().toLowerCase();
        const bank = banks.find((b) => b.name.toLowerCase() === wanted);
        if (!bank) throw invalid('bank_name', BM.unknownBank);
        bankCode = bank.code;
        bankName = bank.name;
      } else {
        bankName = banks.find((b) => b.code === bankCode)?.name ?? bankName;
      }
      const resolved = await resolve(provider, body.account_number, bankCode, 'account_number');
      return {
        bank_code: bankCode,
        accountName: resolved.accountName,
        account_number: resolved.accountNumber,
        bank_name: bankName,
      };
    },

    /** GET /payments/provider-wallet-balance */
    async providerBalance() {
      const provider = await payoutProvider();
      try {
        const { balanceKobo } = await provider.balance();
        return {
          available_balance: koboToNaira(balanceKobo),
          currency: 'NGN' as const,
          provider: provider.slug,
        };
      } catch (error) {
        log.warn({ provider: provider.slug, err: (error as Error).message }, 'provider balance failed');
        throw providerFailed(error);
      }
    },

    /**
     * PUT /users/{uuid}/update-bank-details: the account name only ever from the provider's
     * resolution. A member only for themself and while bank_editable; an administrator any
     * member at any time. Audited, with the account number masked.
     */
    async updateBankDetails(
      caller: Auth,
      uuid: string,
      body: { bank_name: string; bank_account_number: string; bank_code: string },
      ip: string | null,
    ) {
      const member = await memberForCaller(db, caller, uuid);
      const before = await repo.profile(member.id);
      if (caller.type === 'user' && !before.bank_editable) throw new AppError(409, BM.notEditable);
      const provider = await payoutProvider();
      const bank = (await banksOf(provider)).find((b) => b.code === body.bank_code);
      if (!bank) throw invalid('bank_code', BM.unknownBank);
      const resolved = await resolve(
        provider,
        body.bank_account_number,
        body.bank_code,
        'bank_account_number',
      );
      await inTransaction(db, async (tx) => {
        const current = await repo.lockBank(member.id, tx);
        // bank_editable may have been switched off while the provider answered.
        if (caller.type === 'user' && !current.bank_editable) throw new AppError(409, BM.notEditable);
        await repo.setBankDetails(
          member.id,
          {
            bankName: bank.name,
            bankCode: bank.code,
            accountNumber: resolved.accountNumber,
            accountName: resolved.accountName,
          },
          tx,
        );
        await repo.audit(
          {
            actor_type: caller.type,
            actor_id: caller.id,
            action: 'member.bank_details.update',
            target_type: 'user',
            target_id: uuid,
            before: {
              bank_name: current.bank_name,
              bank_code: current.bank_code,
              bank_account_number: maskAccount(current.bank_account_number),
              bank_account_name: current.bank_account_name,
            },
            after: {
              bank_name: bank.name,
              bank_code: bank.code,
              bank_account_number: maskAccount(resolved.accountNumber),
              bank_account_name: resolved.accountName,
            },
            ip,
          },
          tx,
        );
      });
      return { message: BM.bankDetailsUpdated, data: await profile(member.id) };
    },

    /**
     * POST /users/create-profile (the welcome page): the signed-in member's first bank details,
     * resolved with the payout provider like an update (the account name only ever from the
     * provider), with the address and gender when sent. 409 when the member already has bank
     * details, checked before the provider is asked and again under the row lock. Audited, with
     * the account number masked. Later changes go through updateBankDetails.
     */
    async createProfile(
      caller: Auth,
      body: {
        bank_name: string;
        bank_account_number: string;
        bank_code: string;
        address?: string | null;
        gender?: 'male' | 'female' | '';
      },
      ip: string | null,
    ) {
      const before = await repo.profile(caller.id);
      if (before.bank_account_number !== null) throw new AppError(409, BM.alreadyHasBank);
      throttleVerification(caller);
      const provider = await payoutProvider();
      const bank = (await banksOf(provider)).find((b) => b.code === body.bank_code);
      if (!bank) throw invalid('bank_code', BM.unknownBank);
      const resolved = await resolve(
        provider,
        body.bank_account_number,
        body.bank_code,
        'bank_account_number',
      );
      const extra: { address?: string | null; gender?: string | null } = {};
      if (body.address !== undefined) extra.address = body.address?.trim() ? body.address.trim() : null;
      if (body.gender !== undefined) extra.gender = body.gender === '' ? null : body.gender;
      await inTransaction(db, async (tx) => {
        const current = await repo.lockBank(caller.id, tx);
        // Another request may have saved them while the provider answered.
        if (current.bank_account_number !== null) throw new AppError(409, BM.alreadyHasBank);
        await repo.setBankDetails(
          caller.id,
          {
            bankName: bank.name,
            bankCode: bank.code,
            accountNumber: resolved.accountNumber,
            accountName: resolved.accountName,
          },
          tx,
        );
        await repo.setAddressAndGender(caller.id, extra, tx);
        await repo.audit(
          {
            actor_type: caller.type,
            actor_id: caller.id,
            action: 'member.profile.create',
            target_type: 'user',
            target_id: caller.uuid ?? null,
            before: { bank_name: null, bank_code: null, bank_account_number: null, bank_account_name: null },
            after: {
              bank_name: bank.name,
              bank_code: bank.code,
              bank_account_number: maskAccount(resolved.accountNumber),
              bank_account_name: resolved.accountName,
              ...extra,
            },
            ip,
          },
          tx,
        );
      });
      return { message: BM.profileCreated, data: await profile(caller.id) };
    },

    /** PUT /users/{uuid}/bank-editable (administrators; audited). */
    async setBankEditable(admin: Auth, uuid: string, editable: boolean, ip: string | null) {
      const member = await memberForCaller(db, admin, uuid);
      const result = await inTransaction(db, async (tx) => {
        const before = await repo.lockBank(member.id, tx);
        const row = await repo.setBankEditable(member.id, editable, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'member.bank_editable.set',
            target_type: 'user',
            target_id: uuid,
            before: { bank_editable: before.bank_editable },
            after: { bank_editable: row.bank_editable },
            ip,
          },
          tx,
        );
        return row;
      });
      return {
        message: editable ? BM.bankEditableEnabled : BM.bankEditableDisabled,
        data: { bank_editable: result.bank_editable },
      };
    },

    /** PUT /users/withdrawal-amount: 0 stops automated payouts, otherwise between min and max. */
    async setWithdrawalAmount(member: Auth, naira: number) {
      let kobo: number;
      try {
        kobo = nairaToKobo(naira);
      } catch {
        throw invalid('withdrawal_amount', BM.withdrawalAmountInvalid);
      }
      const settings = planSettingsFromRow(await repo.settings());
      const min = settings.minimumWithdrawalKobo;
      const max = settings.maximumWithdrawalKobo;
      if (kobo < 0 || (kobo > 0 && (kobo < min || (max > 0 && kobo > max)))) {
        const range =
          max > 0 ? `between ${formatKobo(min)} and ${formatKobo(max)}` : `at least ${formatKobo(min)}`;
        throw invalid('withdrawal_amount', `The withdrawal amount must be 0 or ${range}.`);
      }
      await repo.setWithdrawalAmount(member.id, kobo);
      const user = await users.findUserById(member.id);
      if (!user) throw notFound('Member not found.');
      return { message: BM.withdrawalAmountUpdated, data: toUser(user) };
    },
  };
}

export type BankingService = ReturnType<typeof createBankingService>;

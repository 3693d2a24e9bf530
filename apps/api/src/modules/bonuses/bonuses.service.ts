import {
  EQUILIBRIUM_MIN_DIRECT_DOWNLINES,
  koboToNaira,
  lagosDate,
  LAGOS_UTC_OFFSET_MINUTES,
} from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller, memberIdForCaller } from '../../lib/access';
import { walletTag, type ReadCache } from '../../lib/readCache';
import {
  bucket,
  createBonusesRepository,
  walletTotals,
  type Buckets,
  type ProfitEntryRow,
} from './bonuses.repository';
import { createEarningsRepository } from './earnings.repository';

/** Every text the bonus reads answer. */
export const BM = {
  welcome: 'Welcome bonus',
  referral: 'Referral bonus',
  placement: 'Placement bonus',
  equilibrium: 'Equilibrium bonus',
  loyalty: 'Loyalty bonus',
  profitPool: 'Profit pool',
  profitPools: 'Profit pool payouts',
  globalProfit: 'Global profit',
  globalProfits: 'Global profit payouts',
  totalBonus: 'Total bonus',
  walletBalance: 'Wallet balance',
  bonusStats: 'Bonus stats',
  summary: 'Bonus summary',
  companyWallet: 'Company wallet',
} as const;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** BonusAmount: one bucket in naira with its entry count. */
function amountOf(buckets: Buckets, kind: string) {
  const sum = bucket(buckets, kind);
  return { amount: koboToNaira(sum.totalKobo), count: sum.count };
}

function naira(buckets: Buckets, kind: string): number {
  return koboToNaira(bucket(buckets, kind).totalKobo);
}

/** BonusStats: the other bonus kinds in naira. */
function stats(buckets: Buckets) {
  return {
    matching_bonus: naira(buckets, 'matching_bonus'),
    repurchase_bonus: naira(buckets, 'repurchase_bonus'),
    unilevel_bonus: naira(buckets, 'unilevel_bonus'),
    upgrade_bonus: naira(buckets, 'upgrade_bonus'),
    stockist_ref_bonus: naira(buckets, 'signee_bonus'),
    award_bonus: naira(buckets, 'award_bonus'),
    stockist_upline_bonus: naira(buckets, 'stockist_upline_bonus'),
  };
}

type WalletTotals = ReturnType<typeof walletTotals>;
/** The read cache's key of a wallet's totals. */
const walletKey = (userId: number) => `wallet:${userId}`;

/** BonusWalletBalance from the wallet's totals. */
function walletOf(totals: WalletTotals) {
  return {
    total_bonus: koboToNaira(totals.bonusKobo),
    total_withdrawals: koboToNaira(totals.withdrawalsKobo),
    total_wallet_payments: koboToNaira(totals.walletPaymentsKobo),
    wallet_balance: koboToNaira(totals.balanceKobo),
  };
}

function profitEntry(row: ProfitEntryRow) {
  return {
    profit: koboToNaira(row.amount_kobo),
    ...(row.period_key ? { period: row.period_key } : {}),
    created_at: iso(row.created_at),
  };
}

/**
 * The instant the window of the last `count` periods of `type` starts (Lagos calendar): the
 * current month (year) and the count − 1 before it.
 */
export function windowStart(type: 'month' | 'year', count: number, now: Date): Date {
  const local = lagosDate(now);
  const year = local.getUTCFullYear();
  const startLocal =
    type === 'month'
      ? Date.UTC(year, local.getUTCMonth() - (count - 1), 1)
      : Date.UTC(year - (count - 1), 0, 1);
  return new Date(startLocal - LAGOS_UTC_OFFSET_MINUTES * 60_000);
}

export interface BonusesServiceDeps {
  db: Database;
  now?: () => Date;
  /** Keeps wallet totals (see lib/readCache); none: every read sums the ledger. */
  readCache?: ReadCache;
}

/**
 * The Bonuses reads (docs/screens/member.md#dashboard and docs/screens/member.md#wallet,
 * docs/screens/back-office.md#company-wallet): every figure is a sum of ledger entries (reversals deducted),
 * kobo inside and naira out. A member reads only their own uuid (403, nothing leaked); an administrator any
 * member's (404 when there is none).
 */
export function createBonusesService(deps: BonusesServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createBonusesRepository(db);
  const volumes = createEarningsRepository(db);

  /** A wallet's totals from its ledger entries, through the read cache when there is one. */
  function readWalletTotals(userId: number): Promise<WalletTotals> {
    const load = async () => walletTotals(await repo.bucketSums({ userId }));
    return deps.readCache
      ? deps.readCache.read(walletKey(userId), load, () => ({ tags: [walletTag(userId)] }))
      : load();
  }

  async function memberBuckets(caller: Auth, uuid: string) {
    const member = await memberForCaller(db, caller, uuid);
    return { member, buckets: await repo.bucketSums({ userId: member.id }) };
  }

  async function memberKind(caller: Auth, uuid: string, kind: string) {
    const { buckets } = await memberBuckets(caller, uuid);
    return amountOf(buckets, kind);
  }

  async function companyKind(kind: string, since?: Date) {
    return amountOf(await repo.bucketSums(since ? { since } : {}), kind);
  }

  return {
    welcome: (caller: Auth, uuid: string) => memberKind(caller, uuid, 'welcome_bonus'),
    referral: (caller: Auth, uuid: string) => memberKind(caller, uuid, 'referral_bonus'),
    placement: (caller: Auth, uuid: string) => memberKind(caller, uuid, 'placement_bonus'),

    /** Eligible with at least 2 direct downlines. */
    async equilibrium(caller: Auth, uuid: string) {
      const { member, buckets } = await memberBuckets(caller, uuid);
      const facts = await repo.eligibility(member.id);
      return {
        amount: naira(buckets, 'equilibrium_bonus'),
        eligible: facts.directDownlines >= EQUILIBRIUM_MIN_DIRECT_DOWNLINES,
      };
    },

    /** Eligible when the member's upline has at least 2 direct downlines. */
    async loyalty(caller: Auth, uuid: string) {
      const { member, buckets } = await memberBuckets(caller, uuid);
      const facts = await repo.eligibility(member.id);
      return {
        amount: naira(buckets, 'loyalty_bonus'),
        eligible: facts.hasUpline && facts.uplineDirectDownlines >= EQUILIBRIUM_MIN_DIRECT_DOWNLINES,
      };
    },

    /** Eligible when the member's package is profit-pool eligible. */
    async profitPool(caller: Auth, uuid: string) {
      const { member, buckets } = await memberBuckets(caller, uuid);
      const facts = await repo.eligibility(member.id);
      return { amount: naira(buckets, 'profit_pool'), eligible: facts.profitPoolPackage };
    },

    async profitPools(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return (await repo.profitEntries(member.id, 'profit_pool')).map(profitEntry);
    },

    /** Eligible (the Qualified badge) when the member's rank is global-profit eligible. */
    async globalProfit(caller: Auth, uuid: string) {
      const { member, buckets } = await memberBuckets(caller, uuid);
      const facts = await repo.eligibility(member.id);
      return { amount: naira(buckets, 'global_profit'), eligible: facts.globalProfitRank };
    },

    async globalProfits(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return (await repo.profitEntries(member.id, 'global_profit')).map(profitEntry);
    },

    /** Every bonus credited to the member (rebates included, reversals deducted). */
    async totalBonus(caller: Auth, uuid: string) {
      const { buckets } = await memberBuckets(caller, uuid);
      const totals = walletTotals(buckets);
      return { amount: koboToNaira(totals.bonusKobo), count: totals.bonusCount };
    },

    /** wallet_balance = total_bonus − total_withdrawals − total_wallet_payments (= the ledger balance). */
    async walletBalance(caller: Auth, uuid: string) {
      const userId = await memberIdForCaller(db, caller, uuid);
      // Display only (money decisions lock the wallet row); evicted by any entry of this wallet. A
      // kept total is taken without a promise or a closure: this is the dashboard's hottest read.
      const totals =
        deps.readCache?.peek<WalletTotals>(walletKey(userId)) ?? (await readWalletTotals(userId));
      return walletOf(totals);
    },

    async memberStats(caller: Auth, uuid: string) {
      const { buckets } = await memberBuckets(caller, uuid);
      return stats(buckets);
    },

    /**
     * The dashboard's figures in one read (GET /bonuses/{uuid}/summary): each as its own read
     * above answers it, from one reading of the ledger, the eligibility facts and the CPV.
     */
    async summary(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const [buckets, facts, cpv] = await Promise.all([
        repo.bucketSums({ userId: member.id }),
        repo.eligibility(member.id),
        volumes.cpv(member.id),
      ]);
      const totals = walletTotals(buckets);
      return {
        wallet: walletOf(totals),
        referral_bonus: amountOf(buckets, 'referral_bonus'),
        placement_bonus: amountOf(buckets, 'placement_bonus'),
        stats: stats(buckets),
        total_bonus: { amount: koboToNaira(totals.bonusKobo), count: totals.bonusCount },
        global_profit: { amount: naira(buckets, 'global_profit'), eligible: facts.globalProfitRank },
        total_pv: cpv,
      };
    },

    // ---- Company-wide (administrators; x-access admin) ----

    totalEquilibrium: () => companyKind('equilibrium_bonus'),
    totalProfitPool: () => companyKind('profit_pool'),
    totalLoyalty: () => companyKind('loyalty_bonus'),

    /** All time, or the last `count` months or years (the current one included). */
    async totalGlobalProfit(query: { type?: 'month' | 'year'; count?: number }) {
      const since = query.count ? windowStart(query.type ?? 'year', query.count, now()) : undefined;
      return companyKind('global_profit', since);
    },

    async companyWallet() {
      const [buckets, held] = await Promise.all([repo.bucketSums(), repo.memberWalletsTotal()]);
      const totals = walletTotals(buckets);
      return {
        total_company_wallet: koboToNaira(totals.bonusKobo),
        total_withdrawals: koboToNaira(totals.withdrawalsKobo),
        wallet_balance: koboToNaira(held),
      };
    },

    /** Every bonus and rebate credited to members (reversals deducted). */
    async totalCompanyWallet() {
      const totals = walletTotals(await repo.bucketSums());
      return { amount: koboToNaira(totals.bonusKobo), count: totals.bonusCount };
    },

    async adminStats() {
      const buckets = await repo.bucketSums();
      return {
        matching_bonus_sum: naira(buckets, 'matching_bonus'),
        repurchase_bonus_sum: naira(buckets, 'repurchase_bonus'),
        unilevel_bonus_sum: naira(buckets, 'unilevel_bonus'),
        repurchase_bonus_count: bucket(buckets, 'repurchase_bonus').count,
      };
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;

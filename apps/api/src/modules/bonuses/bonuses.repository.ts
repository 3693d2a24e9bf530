import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { WITHDRAWAL_KINDS } from '@kola/domain';
import type { Executor } from '../ledger/ledger.repository';

/** One bucket of ledger entries: the signed kobo they sum to and how many there are. */
export interface BucketSum {
  totalKobo: number;
  count: number;
}

/** Signed sums of member wallet entries, per bucket (see bucketSums). */
export type Buckets = ReadonlyMap<string, BucketSum>;

const EMPTY: BucketSum = { totalKobo: 0, count: 0 };

/** The bucket's sum, zero when there is no entry. */
export function bucket(buckets: Buckets, kind: string): BucketSum {
  return buckets.get(kind) ?? EMPTY;
}

const WITHDRAWAL = new Set<string>(WITHDRAWAL_KINDS);

/**
 * A wallet's three totals, all from its entries (credits positive): withdrawals and wallet
 * payments are the debits of their kinds net of their credit-backs; the bonus is every other
 * entry (each bonus kind, rebates, corrections), so bonus − withdrawals − wallet payments is
 * exactly the sum of the wallet's entries, i.e. its ledger balance.
 */
export function walletTotals(buckets: Buckets): {
  bonusKobo: number;
  bonusCount: number;
  withdrawalsKobo: number;
  walletPaymentsKobo: number;
  balanceKobo: number;
} {
  let bonusKobo = 0;
  let bonusCount = 0;
  let withdrawalsKobo = 0;
  let walletPaymentsKobo = 0;
  for (const [kind, sum] of buckets) {
    if (WITHDRAWAL.has(kind)) withdrawalsKobo -= sum.totalKobo;
    else if (kind === 'wallet_payment') walletPaymentsKobo -= sum.totalKobo;
    else {
      bonusKobo += sum.totalKobo;
      bonusCount += sum.count;
    }
  }
  return {
    bonusKobo,
    bonusCount,
    withdrawalsKobo,
    walletPaymentsKobo,
    balanceKobo: bonusKobo - withdrawalsKobo - walletPaymentsKobo,
  };
}

export interface ProfitEntryRow {
  amount_kobo: number;
  created_at: Date | string;
  period_key: string | null;
}

export function createBonusesRepository(db: Database) {
  return {
    /**
     * Member wallet entries summed per bucket: the entry's kind, except that a `reversal`
     * naming the kind it corrects (explanation.reversed_kind) counts against that kind, so
     * every total has its reversals deducted. One member (userId), or all members; only the
     * entries created at or after `since` when given.
     */
    async bucketSums(filter: { userId?: number; since?: Date } = {}, ex: Executor = db): Promise<Buckets> {
      const bucketOf = sql<string>`case when kind = 'reversal' and explanation->>'reversed_kind' is not null
        then explanation->>'reversed_kind' else kind end`;
      let query = ex
        .selectFrom('ledger_entries')
        .select([
          bucketOf.as('bucket'),
          sql<number>`coalesce(sum(amount_kobo), 0)`.as('total'),
          sql<number>`count(*)`.as('n'),
        ])
        .groupBy(bucketOf);
      query =
        filter.userId === undefined
          ? query.where('user_id', 'is not', null)
          : query.where('user_id', '=', filter.userId);
      if (filter.since) query = query.where('created_at', '>=', filter.since);
      const rows = await query.execute();
      return new Map(rows.map((r) => [r.bucket, { totalKobo: Number(r.total), count: Number(r.n) }]));
    },

    /** Every member wallet's balance, summed: what the company still holds for its members. */
    async memberWalletsTotal(ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('ledger_accounts')
        .select(sql<number>`coalesce(sum(balance_kobo), 0)`.as('total'))
        .where('kind', '=', 'member_wallet')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * A member's payouts of one scheduled kind (profit_pool, global_profit), newest first, with
     * the period of the run that paid each (the run is the entry's cause).
     */
    async profitEntries(userId: number, kind: 'profit_pool' | 'global_profit', ex: Executor = db) {
      return ex
        .selectFrom('ledger_entries as e')
        .leftJoin('bonus_runs as r', (join) =>
          join.on('e.cause_type', '=', 'run').on(sql`e.cause_ref`, '=', sql`r.id::text`),
        )
        .select(['e.amount_kobo', 'e.created_at', 'r.period_key'])
        .where('e.user_id', '=', userId)
        .where('e.kind', '=', kind)
        .where('e.amount_kobo', '>', 0)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute() as Promise<ProfitEntryRow[]>;
    },

    /**
     * What the eligibility flags need: the member's package and rank flags, how many direct
     * downlines the member has and how many their upline has. A direct downline is a placement
     * child holding a slot whose package payment was approved (as the equilibrium run counts).
     */
    async eligibility(userId: number, ex: Executor = db) {
      const directCount = (parent: ReturnType<typeof sql<number | null>>) =>
        sql<number>`(select count(*) from users c
          where c.placement_parent_id = ${parent} and c.placement_position is not null
            and c.payment_status = 'approved')`;
      const row = await ex
        .selectFrom('users as u')
        .innerJoin('packages as p', 'p.id', 'u.package_id')
        .leftJoin('ranks as r', 'r.id', 'u.rank_id')
        .select([
          'p.is_profit_pool_eligible',
          'r.is_global_profit_eligible',
          'u.placement_parent_id',
          directCount(sql<number>`u.id`).as('direct_downlines'),
          directCount(sql<number | null>`u.placement_parent_id`).as('upline_direct_downlines'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        profitPoolPackage: row.is_profit_pool_eligible,
        globalProfitRank: row.is_global_profit_eligible ?? false,
        directDownlines: Number(row.direct_downlines),
        hasUpline: row.placement_parent_id !== null,
        uplineDirectDownlines: Number(row.upline_direct_downlines),
      };
    },
  };
}

export type BonusesRepository = ReturnType<typeof createBonusesRepository>;

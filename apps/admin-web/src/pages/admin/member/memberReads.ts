import { useCallback, useRef } from 'react';
import { ApiError, byId, byUuid, useApiClient, useQuery, type components } from '@kola/api';
import {
  fromApiGenealogy,
  type ApiGenealogyNode,
  type GenealogyNode,
  type MemberBonusAmounts,
  type MemberDashboard,
  type MemberDetailTab,
  type MemberStockistRecord,
  type MemberWallet,
} from '@kola/ui';

/** Rows asked of the paged histories a tab shows whole (withdrawals, orders, stock purchases). */
export const HISTORY_ROWS = 100;

/** A read of the open tab that failed, with a way to ask again. */
export interface TabFailure {
  error: unknown;
  retry: () => void;
}

interface Read {
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/** The first failed read of a tab, and a retry of every failed one. */
function failureOf(reads: readonly Read[]): TabFailure | undefined {
  const failed = reads.filter((read) => read.error !== undefined);
  if (failed.length === 0) return undefined;
  return { error: failed[0]!.error, retry: () => failed.forEach((read) => void read.mutate()) };
}

/** The read's init while its tab is open, otherwise null: only the open tab reads the API. */
const when = <T>(open: boolean, init: T): T | null => (open ? init : null);

type ApiNode = components['schemas']['GenealogyNode'];
const asTree = (node: ApiNode) => node as unknown as ApiGenealogyNode;

/** Profile and Network Structure: the upline, the direct downlines, and the tree below on demand. */
export function useNetworkReads(uuid: string, tab: MemberDetailTab) {
  const open = tab === 'profile' || tab === 'network';
  const upline = useQuery('/users/{uuid}/upline-details', when(tab === 'profile', byUuid(uuid)));
  const direct = useQuery('/users/{uuid}/direct-downlines', when(open, byUuid(uuid)));
  const api = useApiClient();
  const known = useRef(new Map<string, GenealogyNode[]>());

  const loadNetworkChildren = useCallback(
    async (nodeId: string): Promise<readonly GenealogyNode[]> => {
      const cached = known.current.get(nodeId);
      if (cached) return cached;
      const { data } = await api.GET('/users/{uuid}/genealogy', {
        params: { path: { uuid }, query: { node: nodeId, depth: 1 } },
      });
      if (!data) throw new Error('No answer');
      return fromApiGenealogy(asTree(data.data), 1).children.get(nodeId) ?? [];
    },
    [api, uuid],
  );

  const findNetworkPath = useCallback(
    async (username: string): Promise<readonly string[] | null> => {
      try {
        const { data } = await api.GET('/users/{uuid}/genealogy', {
          params: { path: { uuid }, query: { username, depth: 1 } },
        });
        if (!data) return null;
        fromApiGenealogy(asTree(data.data)).children.forEach((kids, id) => known.current.set(id, kids));
        return data.data.path ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    [api, uuid],
  );

  // A member without an upline (placed under the company) answers 404: no upline card then.
  const noUpline = upline.error instanceof ApiError && upline.error.status === 404;
  return {
    upline: noUpline ? null : upline.data,
    directDownlines: direct.data,
    loadNetworkChildren,
    findNetworkPath,
    failure: failureOf(noUpline ? [direct] : [upline, direct]),
  };
}

/** Bank Details and Login 2FA: the profile record; the bank list while Bank Details is open. */
export function useProfileReads(uuid: string, tab: MemberDetailTab) {
  const open = tab === 'bank' || tab === 'two-factor';
  const profile = useQuery('/users/{uuid}/profile', when(open, byUuid(uuid)));
  const banks = useQuery('/payments/banks', tab === 'bank' ? {} : null);
  return {
    profile: profile.data,
    // Without the bank list the update form waits; the failure shows above it.
    bankOptions: banks.data,
    failure: failureOf([profile, banks]),
  };
}

/**
 * Wallet: the summary columns (docs/screens/back-office.md#member-detail): TRB is the referral
 * bonus with the placement bonus (as the member's dashboard counts referral), TEB matching, TLB
 * unilevel, GPS the global profit share, TB, TW and the balance; then the global profit shares
 * and the withdrawals.
 */
export function useWalletReads(uuid: string, tab: MemberDetailTab) {
  const open = tab === 'wallet';
  const of = when(open, byUuid(uuid));
  const reads = {
    balance: useQuery('/bonuses/{uuid}/wallet-balance', of),
    referral: useQuery('/bonuses/{uuid}/referral-bonus', of),
    placement: useQuery('/bonuses/{uuid}/placement-bonus', of),
    stats: useQuery('/bonuses/{uuid}/bonus-stats', of),
    global: useQuery('/bonuses/{uuid}/global-profit', of),
    profits: useQuery('/bonuses/{uuid}/global-profits', of),
    withdrawals: useQuery(
      '/withdrawals/{uuid}/user-history',
      when(open, { params: { path: { uuid }, query: { page: 1, per_page: HISTORY_ROWS } } }),
    ),
  };
  const { balance, referral, placement, stats, global, profits, withdrawals } = reads;
  const wallet: MemberWallet | undefined =
    balance.data &&
    referral.data &&
    placement.data &&
    stats.data &&
    global.data &&
    profits.data &&
    withdrawals.data
      ? {
          amounts: {
            ...balance.data,
            referral_bonus:
              (Math.round(referral.data.amount * 100) + Math.round(placement.data.amount * 100)) / 100,
            matching_bonus: stats.data.matching_bonus,
            unilevel_bonus: stats.data.unilevel_bonus,
            global_profit: global.data.amount,
          },
          availableBalance: balance.data.wallet_balance,
          globalProfits: profits.data,
          withdrawals: withdrawals.data.data,
        }
      : undefined;
  return { wallet, failure: failureOf(Object.values(reads)) };
}

/** Dashboard: the member's figures as their own dashboard shows them. */
export function useDashboardReads(uuid: string, rankId: number | null, tab: MemberDetailTab) {
  const open = tab === 'dashboard';
  const of = when(open, byUuid(uuid));
  const reads = {
    referral: useQuery('/bonuses/{uuid}/referral-bonus', of),
    placement: useQuery('/bonuses/{uuid}/placement-bonus', of),
    stats: useQuery('/bonuses/{uuid}/bonus-stats', of),
    total: useQuery('/bonuses/{uuid}/total-bonus', of),
    global: useQuery('/bonuses/{uuid}/global-profit', of),
    pv: useQuery('/users/{uuid}/total-pv', of),
    claims: useQuery('/incentive-claims/{uuid}/claims', of),
    incentive: useQuery('/incentive-claims/{uuid}/current-incentive', of),
  };
  const settings = useQuery('/settings/all', open ? {} : null);
  const rank = useQuery('/ranks/current-rank-badge/{id}', open ? byId(rankId) : null);
  const { referral, placement, stats, total, global, pv, claims, incentive } = reads;
  const settingsSettled = settings.data !== undefined || settings.error !== undefined;
  const rankSettled = rankId === null || rank.data !== undefined || rank.error !== undefined;
  const amounts: MemberBonusAmounts | undefined =
    referral.data && placement.data && stats.data && total.data && global.data && pv.data !== undefined
      ? {
          referral_bonus: referral.data.amount,
          placement_bonus: placement.data.amount,
          matching_bonus: stats.data.matching_bonus,
          repurchase_bonus: stats.data.repurchase_bonus,
          unilevel_bonus: stats.data.unilevel_bonus,
          upgrade_bonus: stats.data.upgrade_bonus,
          award_bonus: stats.data.award_bonus,
          stockist_ref_bonus: stats.data.stockist_ref_bonus,
          total_bonus: total.data.amount,
          global_profit: global.data.amount,
          total_pv: pv.data,
          // NairaAmount shows a dash for NaN (the settings could not be read).
          unit_point_value: settings.data?.unit_point_value ?? Number.NaN,
        }
      : undefined;
  const dashboard: MemberDashboard | undefined =
    amounts && claims.data && incentive.data !== undefined && settingsSettled && rankSettled
      ? {
          amounts,
          globalProfitQualified: global.data?.eligible ?? false,
          rank: rankId === null ? null : (rank.data ?? null),
          currentIncentive: incentive.data?.incentive ?? null,
          claims: claims.data,
        }
      : undefined;
  return { dashboard, failure: failureOf(Object.values(reads)) };
}

/** Order History: the member's pickup orders, newest first. */
export function useOrderReads(uuid: string, tab: MemberDetailTab) {
  const orders = useQuery(
    '/purchases/user/{uuid}/history',
    when(tab === 'orders', { params: { path: { uuid }, query: { page: 1, per_page: HISTORY_ROWS } } }),
  );
  return { orders: orders.data?.data, failure: failureOf([orders]) };
}

/** Stockist Profile and Stockist Record: the store, its processed orders, stock, purchases and rebate. */
export function useStockistReads(uuid: string, stockist: boolean, tab: MemberDetailTab) {
  const profileOpen = stockist && tab === 'stockist-profile';
  const recordOpen = stockist && tab === 'stockist-record';
  const store = useQuery('/stockists/user/{uuid}/single', when(profileOpen || recordOpen, byUuid(uuid)));
  const noStore = store.error instanceof ApiError && store.error.status === 404;
  const id = store.data?.id ?? null;
  const processed = useQuery(
    '/purchases/vendor/{id}/processed-orders',
    profileOpen && id !== null
      ? { params: { path: { id }, query: { page: 1, per_page: HISTORY_ROWS } } }
      : null,
  );
  const stats = useQuery('/stockists/{id}/stats', recordOpen ? byId(id) : null);
  const stock = useQuery('/stockists/{id}/stock', recordOpen ? byId(id) : null);
  const rebates = useQuery('/stockists/{id}/rebate-earnings', recordOpen ? byId(id) : null);
  const purchases = useQuery(
    '/purchases/stockist/{uuid}/history',
    when(recordOpen && id !== null, {
      params: { path: { uuid }, query: { page: 1, per_page: HISTORY_ROWS } },
    }),
  );
  const record: MemberStockistRecord | undefined =
    stats.data && stock.data && rebates.data && purchases.data
      ? {
          packageName: stats.data.package,
          rebatePercent: stats.data.rebate,
          rebateBonus: stats.data.rebate_bonus,
          stock: stock.data,
          purchases: purchases.data.data,
          rebateEarnings: rebates.data,
        }
      : undefined;
  const storeFailure = noStore ? undefined : failureOf([store]);
  return {
    store: noStore ? null : store.data,
    // A member flagged stockist whose store cannot be found has no orders to list.
    processedOrders: noStore ? [] : processed.data?.data,
    stockistRecord: noStore ? undefined : record,
    noStore,
    profileFailure: storeFailure ?? failureOf([processed]),
    recordFailure: storeFailure ?? failureOf([stats, stock, rebates, purchases]),
  };
}

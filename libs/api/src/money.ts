// The member money screens' reads (welcome, dashboard, wallet, profile), one SWR hook per
// operation of the contract. Keys are ['api', <contract path>, ...its parameters], so a flow can
// revalidate every read of one operation (see moneyFlows.ts). A null uuid/id waits.
import type { components } from './generated/schema';
import { useApiQuery, type QueryKey } from './hooks';

export type Settings = components['schemas']['Settings'];
export type Profile = components['schemas']['Profile'];
export type BankListItem = components['schemas']['BankListItem'];
export type PackageDifference = components['schemas']['PackageDifference'];
export type WalletBalance = components['schemas']['BonusWalletBalance'];
export type BonusAmount = components['schemas']['BonusAmount'];
export type BonusEligibleAmount = components['schemas']['BonusEligibleAmount'];
export type BonusProfitEntry = components['schemas']['BonusProfitEntry'];
export type BonusStats = components['schemas']['BonusStats'];
export type CurrentIncentive = components['schemas']['IncentiveClaimCurrent'];
export type IncentiveClaim = components['schemas']['IncentiveClaim'];
export type Rank = components['schemas']['Rank'];
export type Withdrawal = components['schemas']['Withdrawal'];
export type WithdrawalPage = components['schemas']['WithdrawalPage'];
export type WithdrawalTotal = components['schemas']['WithdrawalTotal'];
export type UplineDetails = components['schemas']['UplineDetails'];

/** The contract paths these reads use; flows revalidate by them. */
export const moneyReadPaths = {
  settings: '/settings/all',
  banks: '/payments/banks',
  profile: '/users/{uuid}/profile',
  uplineDetails: '/users/{uuid}/upline-details',
  totalPv: '/users/{uuid}/total-pv',
  packageDifference: '/users/{id}/package-difference',
  welcomeBonus: '/bonuses/{uuid}/welcome-bonus',
  referralBonus: '/bonuses/{uuid}/referral-bonus',
  placementBonus: '/bonuses/{uuid}/placement-bonus',
  globalProfit: '/bonuses/{uuid}/global-profit',
  globalProfits: '/bonuses/{uuid}/global-profits',
  totalBonus: '/bonuses/{uuid}/total-bonus',
  walletBalance: '/bonuses/{uuid}/wallet-balance',
  bonusStats: '/bonuses/{uuid}/bonus-stats',
  currentIncentive: '/incentive-claims/{uuid}/current-incentive',
  incentiveClaims: '/incentive-claims/{uuid}/claims',
  rankBadge: '/ranks/current-rank-badge/{id}',
  withdrawalHistory: '/withdrawals/{uuid}/user-history',
  pendingWithdrawals: '/withdrawals/{uuid}/pending',
  withdrawalTotal: '/withdrawals/{uuid}/user-total',
} as const;

const P = moneyReadPaths;

/** ['api', path, ...args], or null (wait) while any argument is still unknown. */
function keyOf(path: string, ...args: unknown[]): QueryKey | null {
  return args.some((arg) => arg === null || arg === undefined) ? null : (['api', path, ...args] as const);
}

const on = (enabled: boolean, key: QueryKey | null) => (enabled ? key : null);

/** GET /settings/all: members read the PV rate, the withdrawal limits and charge, the general message. */
export function useSettings(enabled = true) {
  return useApiQuery(on(enabled, keyOf(P.settings)), async (api) => {
    const { data } = await api.GET('/settings/all');
    return data!.data;
  });
}

/** GET /payments/banks: the bank select of the bank-details forms. */
export function usePaymentBanks(enabled = true) {
  return useApiQuery(on(enabled, keyOf(P.banks)), async (api) => {
    const { data } = await api.GET('/payments/banks');
    return data!.data;
  });
}

/** GET /users/{uuid}/profile: address, gender, bank details and bank_editable. */
export function useProfile(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.profile, uuid), async (api) => {
    const { data } = await api.GET('/users/{uuid}/profile', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /users/{uuid}/upline-details: the placement upline (the root account has none: 404). */
export function useUplineDetails(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.uplineDetails, uuid), async (api) => {
    const { data } = await api.GET('/users/{uuid}/upline-details', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /users/{uuid}/total-pv: the cumulated point value (CPV). */
export function useTotalPv(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.totalPv, uuid), async (api) => {
    const { data } = await api.GET('/users/{uuid}/total-pv', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /users/{id}/package-difference: the signed-in member's price to upgrade to package `packageId`. */
export function usePackageDifference(packageId: number | null | undefined) {
  return useApiQuery(keyOf(P.packageDifference, packageId), async (api) => {
    const { data } = await api.GET('/users/{id}/package-difference', {
      params: { path: { id: packageId! } },
    });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/welcome-bonus */
export function useWelcomeBonus(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.welcomeBonus, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/welcome-bonus', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/referral-bonus */
export function useReferralBonus(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.referralBonus, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/referral-bonus', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/placement-bonus */
export function usePlacementBonus(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.placementBonus, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/placement-bonus', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/global-profit: the total and whether the member qualifies. */
export function useGlobalProfit(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.globalProfit, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/global-profit', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/global-profits: one entry per share received, newest first. */
export function useGlobalProfits(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.globalProfits, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/global-profits', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/total-bonus: every bonus credited (total wallet earned). */
export function useTotalBonus(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.totalBonus, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/total-bonus', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/wallet-balance: total bonus, withdrawals, wallet payments and the balance. */
export function useWalletBalance(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.walletBalance, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/wallet-balance', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /bonuses/{uuid}/bonus-stats: matching, repurchase, unilevel, upgrade, signee and award totals. */
export function useBonusStats(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.bonusStats, uuid), async (api) => {
    const { data } = await api.GET('/bonuses/{uuid}/bonus-stats', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /incentive-claims/{uuid}/current-incentive: null while the member holds no rank. */
export function useCurrentIncentive(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.currentIncentive, uuid), async (api) => {
    const { data } = await api.GET('/incentive-claims/{uuid}/current-incentive', {
      params: { path: { uuid: uuid! } },
    });
    return data!.data;
  });
}

/** GET /incentive-claims/{uuid}/claims: the member's claims, newest first. */
export function useIncentiveClaims(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.incentiveClaims, uuid), async (api) => {
    const { data } = await api.GET('/incentive-claims/{uuid}/claims', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /ranks/current-rank-badge/{id}: the rank of `rankId` (a member without a rank passes null). */
export function useRankBadge(rankId: number | null | undefined) {
  return useApiQuery(keyOf(P.rankBadge, rankId), async (api) => {
    const { data } = await api.GET('/ranks/current-rank-badge/{id}', { params: { path: { id: rankId! } } });
    return data!.data;
  });
}

/** GET /withdrawals/{uuid}/user-history: one page of the member's withdrawals, newest first. */
export function useWithdrawalHistory(uuid: string | null | undefined, page = 1, perPage = 20) {
  return useApiQuery(keyOf(P.withdrawalHistory, uuid, page, perPage), async (api) => {
    const { data } = await api.GET('/withdrawals/{uuid}/user-history', {
      params: { path: { uuid: uuid! }, query: { page, per_page: perPage } },
    });
    return data!.data;
  });
}

/** GET /withdrawals/{uuid}/pending: at most one pending withdrawal. */
export function usePendingWithdrawals(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.pendingWithdrawals, uuid), async (api) => {
    const { data } = await api.GET('/withdrawals/{uuid}/pending', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

/** GET /withdrawals/{uuid}/user-total: the sum of the withdrawals not credited back. */
export function useWithdrawalTotal(uuid: string | null | undefined) {
  return useApiQuery(keyOf(P.withdrawalTotal, uuid), async (api) => {
    const { data } = await api.GET('/withdrawals/{uuid}/user-total', { params: { path: { uuid: uuid! } } });
    return data!.data;
  });
}

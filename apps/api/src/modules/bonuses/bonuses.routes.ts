import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { BM, type BonusesService } from './bonuses.service';
import { EM, type EarningsService } from './earnings.service';

/** HTTP only: each Bonuses operation delegates in one call to the bonuses service. */
export function bonusesHandlers(bonuses: BonusesService, earnings: EarningsService): HandlerMap {
  return {
    getMemberEarnings: async ({ params, query, auth }) => ({
      message: EM.earnings,
      data: await earnings.weekly(signedIn(auth), params.uuid, query.weeks ?? 12),
    }),
    listRecentEarnings: async ({ params, query, auth }) => ({
      message: EM.recent,
      data: await earnings.recent(signedIn(auth), params.uuid, query.limit ?? 10),
    }),
    getUnpaidEarnings: async ({ params, auth }) => ({
      message: EM.unpaid,
      data: await earnings.unpaid(signedIn(auth), params.uuid),
    }),
    getRankProgress: async ({ params, auth }) => ({
      message: EM.rankProgress,
      data: await earnings.rankProgress(signedIn(auth), params.uuid),
    }),
    getWelcomeBonus: async ({ params, auth }) => ({
      message: BM.welcome,
      data: await bonuses.welcome(signedIn(auth), params.uuid),
    }),
    getReferralBonus: async ({ params, auth }) => ({
      message: BM.referral,
      data: await bonuses.referral(signedIn(auth), params.uuid),
    }),
    getPlacementBonus: async ({ params, auth }) => ({
      message: BM.placement,
      data: await bonuses.placement(signedIn(auth), params.uuid),
    }),
    getEquilibriumBonus: async ({ params, auth }) => ({
      message: BM.equilibrium,
      data: await bonuses.equilibrium(signedIn(auth), params.uuid),
    }),
    getLoyaltyBonus: async ({ params, auth }) => ({
      message: BM.loyalty,
      data: await bonuses.loyalty(signedIn(auth), params.uuid),
    }),
    getProfitPool: async ({ params, auth }) => ({
      message: BM.profitPool,
      data: await bonuses.profitPool(signedIn(auth), params.uuid),
    }),
    listProfitPools: async ({ params, auth }) => ({
      message: BM.profitPools,
      data: await bonuses.profitPools(signedIn(auth), params.uuid),
    }),
    getGlobalProfit: async ({ params, auth }) => ({
      message: BM.globalProfit,
      data: await bonuses.globalProfit(signedIn(auth), params.uuid),
    }),
    listGlobalProfits: async ({ params, auth }) => ({
      message: BM.globalProfits,
      data: await bonuses.globalProfits(signedIn(auth), params.uuid),
    }),
    getTotalBonus: async ({ params, auth }) => ({
      message: BM.totalBonus,
      data: await bonuses.totalBonus(signedIn(auth), params.uuid),
    }),
    getWalletBalance: async ({ params, auth }) => ({
      message: BM.walletBalance,
      data: await bonuses.walletBalance(signedIn(auth), params.uuid),
    }),
    getMemberBonusStats: async ({ params, auth }) => ({
      message: BM.bonusStats,
      data: await bonuses.memberStats(signedIn(auth), params.uuid),
    }),
    getBonusSummary: async ({ params, auth }) => ({
      message: BM.summary,
      data: await bonuses.summary(signedIn(auth), params.uuid),
    }),
    getTotalEquilibriumBonus: async () => ({
      message: BM.equilibrium,
      data: await bonuses.totalEquilibrium(),
    }),
    getTotalProfitPoolBonus: async () => ({ message: BM.profitPool, data: await bonuses.totalProfitPool() }),
    getTotalLoyaltyBonus: async () => ({ message: BM.loyalty, data: await bonuses.totalLoyalty() }),
    getTotalGlobalProfitBonus: async ({ query }) => ({
      message: BM.globalProfit,
      data: await bonuses.totalGlobalProfit(query),
    }),
    getCompanyWalletBalance: async () => ({ message: BM.companyWallet, data: await bonuses.companyWallet() }),
    getTotalCompanyWallet: async () => ({
      message: BM.companyWallet,
      data: await bonuses.totalCompanyWallet(),
    }),
    getBonusStats: async () => ({ message: BM.bonusStats, data: await bonuses.adminStats() }),
  };
}

import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { ASM } from './admin-stats.messages';
import type { AdminStatsService } from './admin-stats.service';

/** HTTP only: the dashboard counts delegate to the admin stats service. */
export function adminStatsHandlers(stats: AdminStatsService): HandlerMap {
  return {
    getTotalUsers: async ({ auth }) => ({
      message: ASM.totalUsers,
      data: await stats.totalUsers(signedIn(auth)),
    }),
    getTotalActiveUsers: async ({ auth }) => ({
      message: ASM.totalActiveUsers,
      data: await stats.totalActiveUsers(signedIn(auth)),
    }),
    getTotalPaidUsers: async ({ auth }) => ({
      message: ASM.totalPaidUsers,
      data: await stats.totalPaidUsers(signedIn(auth)),
    }),
    getTotalRegistrations: async ({ auth }) => ({
      message: ASM.totalRegistrations,
      data: await stats.totalRegistrations(signedIn(auth)),
    }),
    getTotalRegistrationPv: async ({ auth }) => ({
      message: ASM.totalRegistrationPv,
      data: await stats.totalRegistrationPv(signedIn(auth)),
    }),
    getTotalProductSold: async ({ auth }) => ({
      message: ASM.productsTaken,
      data: await stats.productsTaken(signedIn(auth)),
    }),
    getSumClaimedProducts: async ({ auth }) => ({
      message: ASM.productsTaken,
      data: await stats.productsTaken(signedIn(auth)),
    }),
    getPickupStats: async ({ auth }) => ({
      message: ASM.pickupStats,
      data: await stats.pickupStats(signedIn(auth)),
    }),
    getRepurchaseTotal: async ({ auth }) => ({
      message: ASM.repurchaseTotal,
      data: await stats.repurchaseTotal(signedIn(auth)),
    }),
    listMonthlyRepurchases: async ({ auth }) => ({
      message: ASM.monthlyRepurchases,
      data: await stats.monthlyRepurchases(signedIn(auth)),
    }),
    getStockistTotals: async ({ auth }) => ({
      message: ASM.stockistTotals,
      data: await stats.stockistTotals(signedIn(auth)),
    }),
    listStockistUpgrades: async ({ query, auth }) => ({
      message: ASM.stockistUpgrades,
      data: await stats.stockistUpgrades(signedIn(auth), query),
    }),
    getRegistrationsByWeek: async ({ query, auth }) => ({
      message: ASM.registrationsByWeek,
      data: await stats.registrationsByWeek(signedIn(auth), query.weeks),
    }),
    getBonusesByKind: async ({ query, auth }) => ({
      message: ASM.bonusesByKind,
      data: await stats.bonusesByKind(signedIn(auth), query),
    }),
    getSumPaidUsers: async ({ auth }) => ({
      message: ASM.sumPaidUsers,
      data: await stats.sumPaidUsers(signedIn(auth)),
    }),
  };
}

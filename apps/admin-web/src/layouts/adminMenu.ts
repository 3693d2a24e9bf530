import type { AdminRouteHrefs } from '@kola/ui';
import { paths } from '../paths';

/**
 * Where the back-office sidebar (docs/screens/back-office.md#layout, built by AdminSidebar in @kola/ui) links
 * to, by route name: read from paths.ts so links and routes cannot diverge.
 */
export const adminHrefs: AdminRouteHrefs = {
  'admin-dashboard': paths.admin.dashboard,
  'admin-users': paths.admin.users,
  'admin-wallet': paths.admin.wallet,
  'admin-transactions': paths.admin.transactions,
  'admin-runs': paths.admin.runs,
  'admin-ranks': paths.admin.ranks,
  'admin-incentives': paths.admin.incentives,
  'incentive-requests': paths.admin.incentiveRequests,
  products: paths.admin.products,
  'admin-packages': paths.admin.packages,
  'admin-security': paths.admin.security,
  'bonus-settings': paths.admin.bonusSettings,
  'referral-bonus-settings': paths.admin.referralBonusSettings,
  'global-profit-settings': paths.admin.globalProfitSettings,
  'profit-pool-settings': paths.admin.profitPoolSettings,
  'create-stockist-package': paths.admin.createStockistPackage,
  'upgrade-settings': paths.admin.upgradeSettings,
  'unilevel-settings': paths.admin.unilevelSettings,
  'withdrawal-settings': paths.admin.withdrawalSettings,
  'company-details': paths.admin.companyDetails,
  'stockist-upline-bonus-setting': paths.admin.stockistUplineBonusSetting,
  'audit-log': paths.admin.auditLog,
  'bonuses-not-paid': paths.admin.bonusesNotPaid,
};

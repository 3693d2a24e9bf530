import { childPath } from '@kola/app-shell/routing';

/** Every admin-web path (docs/screens/back-office.md#routes). Routes and links both read from here. */
export const paths = {
  login: '/admin-login',
  resetPassword: '/admin-reset-password',
  twoFactorAuth: '/admin-two-factor-auth',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    user: '/admin/users/:uuid',
    wallet: '/admin/wallet',
    transactions: '/admin/transactions',
    runs: '/admin/runs',
    ranks: '/admin/ranks',
    incentives: '/admin/incentives',
    incentiveRequests: '/admin/incentive-requests',
    products: '/admin/products',
    packages: '/admin/packages',
    security: '/admin/security',
    bonusSettings: '/admin/bonus-settings',
    referralBonusSettings: '/admin/referral-bonus-settings',
    globalProfitSettings: '/admin/global-profit-settings',
    profitPoolSettings: '/admin/profit-pool-settings',
    createStockistPackage: '/admin/create-stockist-package',
    upgradeSettings: '/admin/upgrade-settings',
    unilevelSettings: '/admin/unilevel-settings',
    withdrawalSettings: '/admin/withdrawal-settings',
    companyDetails: '/admin/company-details',
    stockistUplineBonusSetting: '/admin/stockist-upline-bonus-setting',
    auditLog: '/admin/audit-log',
    bonusesNotPaid: '/admin/bonuses-not-paid',
  },
} as const;

/** The member detail of one member (docs/screens/back-office.md#member-detail), optionally on a tab. */
export function memberPath(uuid: string, tab?: string): string {
  const path = paths.admin.user.replace(':uuid', encodeURIComponent(uuid));
  return tab ? `${path}?tab=${encodeURIComponent(tab)}` : path;
}

/** An /admin path relative to the /admin layout route, e.g. "dashboard". */
export function adminChild(path: string): string {
  return childPath(paths.admin.root, path);
}

/** `?email=…` on the pages that read the address from the query. */
export { withEmail } from '@kola/app-shell/routing';

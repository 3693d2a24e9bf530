import type { SidebarItem } from '@kola/ui';
import { paths } from '../paths';

/** The back-office sidebar (03 "Layout"), keyed by route name. */
export const adminMenu: SidebarItem[] = [
  { key: 'admin-dashboard', label: 'Dashboard', href: paths.admin.dashboard },
  { key: 'admin-users', label: 'Members', href: paths.admin.users },
  { key: 'admin-wallet', label: 'Company Finance', href: paths.admin.wallet },
  { key: 'admin-transactions', label: 'Transactions', href: paths.admin.transactions },
  { key: 'admin-ranks', label: 'Ranks', href: paths.admin.ranks },
  {
    key: 'incentives',
    label: 'Incentives',
    children: [
      { key: 'admin-incentives', label: 'Update Incentives', href: paths.admin.incentives },
      { key: 'incentive-requests', label: 'Incentive Requests', href: paths.admin.incentiveRequests },
    ],
  },
  { key: 'products', label: 'Products', href: paths.admin.products },
  { key: 'admin-packages', label: 'Packages', href: paths.admin.packages },
  { key: 'admin-security', label: 'Security', href: paths.admin.security },
  {
    key: 'settings',
    label: 'Settings',
    children: [
      { key: 'bonus-settings', label: 'Bonus Settings', href: paths.admin.bonusSettings },
      {
        key: 'global-profit-settings',
        label: 'Global Profit Settings',
        href: paths.admin.globalProfitSettings,
      },
      { key: 'create-stockist-package', label: 'Stockist Settings', href: paths.admin.createStockistPackage },
      { key: 'upgrade-settings', label: 'Upgrade Settings', href: paths.admin.upgradeSettings },
      { key: 'unilevel-settings', label: 'Unilevel Settings', href: paths.admin.unilevelSettings },
      { key: 'withdrawal-settings', label: 'Withdrawal Settings', href: paths.admin.withdrawalSettings },
      { key: 'company-details', label: 'Company Details', href: paths.admin.companyDetails },
      {
        key: 'stockist-upline-bonus-setting',
        label: 'Stockist Upline Bonus',
        href: paths.admin.stockistUplineBonusSetting,
      },
    ],
  },
];

/** Pages reached from another settings page rather than the menu, mapped to the entry to highlight. */
const highlightedBy: Record<string, string> = {
  [paths.admin.referralBonusSettings]: 'bonus-settings',
  [paths.admin.profitPoolSettings]: 'global-profit-settings',
};

/** The menu entry of the current path, for the sidebar's highlight. */
export function activeMenuKey(pathname: string): string | undefined {
  const leaves = adminMenu.flatMap((item) => item.children ?? [item]);
  return leaves.find((item) => item.href === pathname)?.key ?? highlightedBy[pathname];
}

import type { ReactNode } from 'react';
import { activeSidebarKey } from '../Sidebar/activeSidebarKey';
import { Sidebar, type SidebarItem, type SidebarUser } from '../Sidebar/Sidebar';
import type { LinkComponentProps } from '../TextLink/TextLink';

/** The back-office route names reached from the sidebar (docs/screens/back-office.md#layout). */
export type AdminRouteName =
  | 'admin-dashboard'
  | 'admin-users'
  | 'admin-wallet'
  | 'admin-transactions'
  | 'admin-runs'
  | 'admin-ranks'
  | 'admin-incentives'
  | 'incentive-requests'
  | 'products'
  | 'admin-packages'
  | 'admin-security'
  | 'bonus-settings'
  | 'referral-bonus-settings'
  | 'global-profit-settings'
  | 'profit-pool-settings'
  | 'create-stockist-package'
  | 'upgrade-settings'
  | 'unilevel-settings'
  | 'withdrawal-settings'
  | 'company-details'
  | 'stockist-upline-bonus-setting'
  | 'bonuses-not-paid'
  | 'audit-log';

/** Where each admin route lives (docs/screens/back-office.md#routes: children of /admin). */
export const ADMIN_ROUTE_PATHS: Readonly<Record<AdminRouteName, string>> = {
  'admin-dashboard': '/admin/dashboard',
  'admin-users': '/admin/users',
  'admin-wallet': '/admin/wallet',
  'admin-transactions': '/admin/transactions',
  'admin-runs': '/admin/runs',
  'admin-ranks': '/admin/ranks',
  'admin-incentives': '/admin/incentives',
  'incentive-requests': '/admin/incentive-requests',
  products: '/admin/products',
  'admin-packages': '/admin/packages',
  'admin-security': '/admin/security',
  'bonus-settings': '/admin/bonus-settings',
  'referral-bonus-settings': '/admin/referral-bonus-settings',
  'global-profit-settings': '/admin/global-profit-settings',
  'profit-pool-settings': '/admin/profit-pool-settings',
  'create-stockist-package': '/admin/create-stockist-package',
  'upgrade-settings': '/admin/upgrade-settings',
  'unilevel-settings': '/admin/unilevel-settings',
  'withdrawal-settings': '/admin/withdrawal-settings',
  'company-details': '/admin/company-details',
  'stockist-upline-bonus-setting': '/admin/stockist-upline-bonus-setting',
  'bonuses-not-paid': '/admin/bonuses-not-paid',
  'audit-log': '/admin/audit-log',
};

export type AdminRouteHrefs = Partial<Record<AdminRouteName, string>>;

const hrefOf = (hrefs: AdminRouteHrefs, key: AdminRouteName) => hrefs[key] ?? ADMIN_ROUTE_PATHS[key];

/**
 * The back-office menu of docs/screens/back-office.md#layout: Dashboard, Members, Company Finance,
 * Transactions, Runs, Ranks, Incentives (group), Products, Packages, Bonuses not paid, Audit log,
 * Security and Settings (group). Leaf keys are route names.
 */
export function adminSidebarItems(hrefs: AdminRouteHrefs = {}): SidebarItem[] {
  const entry = (key: AdminRouteName, label: string): SidebarItem => ({
    key,
    label,
    href: hrefOf(hrefs, key),
  });
  return [
    entry('admin-dashboard', 'Dashboard'),
    entry('admin-users', 'Members'),
    entry('admin-wallet', 'Company Finance'),
    entry('admin-transactions', 'Transactions'),
    entry('admin-runs', 'Runs'),
    entry('admin-ranks', 'Ranks'),
    {
      key: 'incentives',
      label: 'Incentives',
      children: [
        entry('admin-incentives', 'Update Incentives'),
        entry('incentive-requests', 'Incentive Requests'),
      ],
    },
    entry('products', 'Products'),
    entry('admin-packages', 'Packages'),
    entry('bonuses-not-paid', 'Bonuses not paid'),
    entry('audit-log', 'Audit log'),
    entry('admin-security', 'Security'),
    {
      key: 'settings',
      label: 'Settings',
      children: [
        entry('bonus-settings', 'Bonus Settings'),
        entry('global-profit-settings', 'Global Profit Settings'),
        entry('create-stockist-package', 'Stockist Settings'),
        entry('upgrade-settings', 'Upgrade Settings'),
        entry('unilevel-settings', 'Unilevel Settings'),
        entry('withdrawal-settings', 'Withdrawal Settings'),
        entry('company-details', 'Company Details'),
        entry('stockist-upline-bonus-setting', 'Stockist Upline Bonus'),
      ],
    },
  ];
}

/** Pages reached from another settings page rather than the menu, and the entry they highlight. */
export function adminSidebarAliases(hrefs: AdminRouteHrefs = {}): Record<string, string> {
  return {
    [hrefOf(hrefs, 'referral-bonus-settings')]: 'bonus-settings',
    [hrefOf(hrefs, 'profit-pool-settings')]: 'global-profit-settings',
  };
}

export interface AdminSidebarProps extends LinkComponentProps {
  user: SidebarUser;
  /** The current path: its entry is highlighted and its group opened. */
  pathname?: string | undefined;
  /** Name the highlighted entry directly (wins over pathname). */
  activeKey?: string | undefined;
  /** Override where entries point (defaults: ADMIN_ROUTE_PATHS). */
  hrefs?: AdminRouteHrefs;
  /** The "Change Password" link under the menu (default: the Security page); null hides it. */
  changePasswordHref?: string | null;
  onLogout: () => Promise<unknown> | void;
  onNavigate?: () => void;
  brand?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The back-office sidebar (docs/screens/back-office.md#layout) with collapsible Incentives and Settings
 * groups.
 */
export function AdminSidebar({
  user,
  pathname,
  activeKey,
  hrefs = {},
  changePasswordHref,
  onLogout,
  onNavigate,
  brand = 'Kola Back Office',
  label = 'Back-office menu',
  linkComponent,
}: AdminSidebarProps) {
  const items = adminSidebarItems(hrefs);
  const passwordHref =
    changePasswordHref === undefined ? hrefOf(hrefs, 'admin-security') : changePasswordHref;
  return (
    <Sidebar
      user={user}
      brand={brand}
      label={label}
      items={items}
      activeKey={
        activeKey ??
        (pathname === undefined ? undefined : activeSidebarKey(items, pathname, adminSidebarAliases(hrefs)))
      }
      footerItems={
        passwordHref ? [{ key: 'change-password', label: 'Change Password', href: passwordHref }] : []
      }
      onLogout={onLogout}
      {...(onNavigate ? { onNavigate } : {})}
      {...(linkComponent ? { linkComponent } : {})}
    />
  );
}

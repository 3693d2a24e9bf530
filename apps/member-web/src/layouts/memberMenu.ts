import type { SidebarItem } from '@kola/ui';
import { paths } from '../paths';

/**
 * The member sidebar (01 §2), keyed by route name. A stockist (is_stockist 1) gets the stockist
 * portal instead of "Become a Stockist".
 */
export function memberMenu(isStockist: boolean): SidebarItem[] {
  const common: SidebarItem[] = [
    { key: 'user-dashboard', label: 'Dashboard', href: paths.user.dashboard },
    { key: 'user-profile', label: 'Profile', href: paths.user.profile },
    { key: 'user-downlines', label: 'Downlines', href: paths.user.downlines },
    { key: 'user-genealogy', label: 'Genealogy', href: paths.user.genealogy },
    { key: 'user-wallet', label: 'Transactions', href: paths.user.wallet },
    { key: 'user-repurchase', label: 'Repurchase', href: paths.user.repurchase },
    { key: 'user-security', label: 'Security', href: paths.user.security },
  ];
  const stockist: SidebarItem[] = isStockist
    ? [
        { key: 'user-stockistprofile', label: 'Stockist Profile', href: paths.user.stockistProfile },
        { key: 'user-stockpurchase', label: 'Stock Purchase', href: paths.user.stockPurchase },
        { key: 'user-stockistrecord', label: 'Stockist Record', href: paths.user.stockistRecord },
        { key: 'user-order', label: 'Order Processing', href: paths.user.order },
      ]
    : [{ key: 'user-stockist_reg', label: 'Become a Stockist', href: paths.user.stockistReg }];
  return [...common, ...stockist];
}

/** The menu entry of the current path, for the sidebar's highlight. */
export function activeMenuKey(items: SidebarItem[], pathname: string): string | undefined {
  return items.find((item) => item.href && (pathname === item.href || pathname.startsWith(`${item.href}/`)))
    ?.key;
}

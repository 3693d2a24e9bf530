import type { ReactNode } from 'react';
import { activeSidebarKey } from '../Sidebar/activeSidebarKey';
import { Sidebar, type SidebarItem, type SidebarUser } from '../Sidebar/Sidebar';
import type { LinkComponentProps } from '../TextLink/TextLink';

/** The member route names of the sidebar (docs/screens/member.md#sidebar). */
export type MemberRouteName =
  | 'user-dashboard'
  | 'user-profile'
  | 'user-downlines'
  | 'user-genealogy'
  | 'user-wallet'
  | 'user-repurchase'
  | 'user-security'
  | 'user-stockist_reg'
  | 'user-stockistprofile'
  | 'user-stockpurchase'
  | 'user-stockistrecord'
  | 'user-order';

/** Where each member route lives (docs/screens/member.md#routes: member pages under /user). */
export const MEMBER_ROUTE_PATHS: Readonly<Record<MemberRouteName, string>> = {
  'user-dashboard': '/user/dashboard',
  'user-profile': '/user/profile',
  'user-downlines': '/user/downlines',
  'user-genealogy': '/user/genealogy',
  'user-wallet': '/user/wallet',
  'user-repurchase': '/user/repurchase',
  'user-security': '/user/security',
  'user-stockist_reg': '/user/stockist_reg',
  'user-stockistprofile': '/user/stockistprofile',
  'user-stockpurchase': '/user/stockpurchase',
  'user-stockistrecord': '/user/stockistrecord',
  'user-order': '/user/order',
};

export type MemberRouteHrefs = Partial<Record<MemberRouteName, string>>;

/**
 * The member menu: the common entries, then "Become a Stockist" (is_stockist 0) or the stockist
 * portal (is_stockist 1). Keys are the route names.
 */
export function memberSidebarItems(
  isStockist: boolean | number,
  hrefs: MemberRouteHrefs = {},
): SidebarItem[] {
  const entry = (key: MemberRouteName, label: string): SidebarItem => ({
    key,
    label,
    href: hrefs[key] ?? MEMBER_ROUTE_PATHS[key],
  });
  const common = [
    entry('user-dashboard', 'Dashboard'),
    entry('user-profile', 'Profile'),
    entry('user-downlines', 'Downlines'),
    entry('user-genealogy', 'Genealogy'),
    entry('user-wallet', 'Transactions'),
    entry('user-repurchase', 'Repurchase'),
    entry('user-security', 'Security'),
  ];
  const stockist = isStockist
    ? [
        entry('user-stockistprofile', 'Stockist Profile'),
        entry('user-stockpurchase', 'Stock Purchase'),
        entry('user-stockistrecord', 'Stockist Record'),
        entry('user-order', 'Order Processing'),
      ]
    : [entry('user-stockist_reg', 'Become a Stockist')];
  return [...common, ...stockist];
}

export interface MemberSidebarProps extends LinkComponentProps {
  user: SidebarUser;
  /** is_stockist: 1 (or true) shows the stockist portal instead of "Become a Stockist". */
  isStockist: boolean | number;
  /** The current path: its entry is highlighted. */
  pathname?: string | undefined;
  /** Name the highlighted entry directly (wins over pathname). */
  activeKey?: string | undefined;
  /** Override where entries point (defaults: MEMBER_ROUTE_PATHS). */
  hrefs?: MemberRouteHrefs;
  /** The "Change Password" link under the menu (default: the Security page); null hides it. */
  changePasswordHref?: string | null;
  onLogout: () => Promise<unknown> | void;
  onNavigate?: () => void;
  brand?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The member sidebar of docs/screens/member.md#sidebar: name, photo, Online, the menu (switching on
 * is_stockist) and logout.
 */
export function MemberSidebar({
  user,
  isStockist,
  pathname,
  activeKey,
  hrefs = {},
  changePasswordHref,
  onLogout,
  onNavigate,
  brand,
  label = 'Member menu',
  linkComponent,
}: MemberSidebarProps) {
  const items = memberSidebarItems(isStockist, hrefs);
  const passwordHref =
    changePasswordHref === undefined
      ? (hrefs['user-security'] ?? MEMBER_ROUTE_PATHS['user-security'])
      : changePasswordHref;
  return (
    <Sidebar
      user={user}
      items={items}
      activeKey={activeKey ?? (pathname === undefined ? undefined : activeSidebarKey(items, pathname))}
      footerItems={
        passwordHref ? [{ key: 'change-password', label: 'Change Password', href: passwordHref }] : []
      }
      onLogout={onLogout}
      label={label}
      {...(brand !== undefined ? { brand } : {})}
      {...(onNavigate ? { onNavigate } : {})}
      {...(linkComponent ? { linkComponent } : {})}
    />
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';

// The code of the member detail's tabs after the first (forms with zod and react-hook-form, the
// genealogy tree, the wallet, dashboard, orders and stockist tabs), loaded when they first render,
// so the page that shows the first tab does not download it (the per-route budget of
// docs/adr/0014-static-delivery.md). Each module is fetched once and shared.

const forms = () => import('./MemberDetailTabsForms');

export const LazyMemberDetailTabsEditUser = lazy(() =>
  forms().then((module) => ({ default: module.MemberDetailTabsEditUser })),
);
export const LazyMemberDetailTabsPassword = lazy(() =>
  forms().then((module) => ({ default: module.MemberDetailTabsPassword })),
);
export const LazyMemberDetailTabsMessage = lazy(() =>
  forms().then((module) => ({ default: module.MemberDetailTabsMessage })),
);
export const LazyMemberDetailTabsTransfer = lazy(() =>
  forms().then((module) => ({ default: module.MemberDetailTabsTransfer })),
);
export const LazyMemberDetailTabsNetwork = lazy(() =>
  import('./MemberDetailTabsNetwork').then((module) => ({ default: module.MemberDetailTabsNetwork })),
);
export const LazyMemberDetailTabsBank = lazy(() =>
  import('./MemberDetailTabsBank').then((module) => ({ default: module.MemberDetailTabsBank })),
);

const account = () => import('./MemberDetailTabsAccount');

export const LazyMemberDetailTabsWallet = lazy(() =>
  account().then((module) => ({ default: module.MemberDetailTabsWallet })),
);
export const LazyMemberDetailTabsDashboard = lazy(() =>
  account().then((module) => ({ default: module.MemberDetailTabsDashboard })),
);
export const LazyMemberDetailTabsOrders = lazy(() =>
  account().then((module) => ({ default: module.MemberDetailTabsOrders })),
);
export const LazyMemberDetailTabsStockistProfile = lazy(() =>
  account().then((module) => ({ default: module.MemberDetailTabsStockistProfile })),
);
export const LazyMemberDetailTabsStockistRecord = lazy(() =>
  account().then((module) => ({ default: module.MemberDetailTabsStockistRecord })),
);

/** A spinner (named by `label`) while the lazy code inside loads. */
export function LazyPanel({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner label={label} />}>{children}</Suspense>;
}

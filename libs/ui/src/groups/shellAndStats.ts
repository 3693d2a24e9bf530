// Public exports of the shellAndStats pieces (explicit named re-exports; owned by one work stream).

// Shell
export {
  ADMIN_ROUTE_PATHS,
  AdminSidebar,
  adminSidebarAliases,
  adminSidebarItems,
} from '../components/AdminSidebar/index';
export type { AdminRouteHrefs, AdminRouteName, AdminSidebarProps } from '../components/AdminSidebar/index';
export { LogoutConfirm } from '../components/LogoutConfirm/index';
export type { LogoutConfirmProps } from '../components/LogoutConfirm/index';
export { MEMBER_ROUTE_PATHS, MemberSidebar, memberSidebarItems } from '../components/MemberSidebar/index';
export type {
  MemberRouteHrefs,
  MemberRouteName,
  MemberSidebarProps,
} from '../components/MemberSidebar/index';
export { activeSidebarKey } from '../components/Sidebar/index';
export { UserBadge } from '../components/UserBadge/index';
export type { UserBadgeProps } from '../components/UserBadge/index';

// Money
export { AdminWalletCards } from '../components/AdminWalletCards/index';
export type { AdminCompanyWallet, AdminWalletCardsProps } from '../components/AdminWalletCards/index';
export {
  GLOBAL_PROFIT_LOAD_ERROR,
  GlobalProfitCard,
  NOT_QUALIFIED,
  QUALIFIED,
} from '../components/GlobalProfitCard/index';
export type { GlobalProfitCardProps } from '../components/GlobalProfitCard/index';
export { NairaAmount } from '../components/NairaAmount/index';
export type { NairaAmountProps, NairaAmountSize, NairaLocale } from '../components/NairaAmount/index';
export { formatPv, PvValue } from '../components/PvValue/index';
export type { PvValueProps } from '../components/PvValue/index';
export { WALLET_COLUMNS, WalletSummary } from '../components/WalletSummary/index';
export type {
  WalletSummaryAmounts,
  WalletSummaryLayout,
  WalletSummaryProps,
} from '../components/WalletSummary/index';

// Stats
export { AdminDashboardStats } from '../components/AdminDashboardStats/index';
export type {
  AdminBonusStats,
  AdminDashboardStatsProps,
  AdminPickupStats,
  AdminRegistrationTotals,
} from '../components/AdminDashboardStats/index';
export { BonusGrid } from '../components/BonusGrid/index';
export type { BonusGridProps, MemberBonusAmounts } from '../components/BonusGrid/index';
export { ChartFrame } from '../components/ChartFrame/index';
export type { ChartFrameProps, ChartFrameTable } from '../components/ChartFrame/index';
export { MonthlyRepurchasesChart, repurchaseMonthLabel } from '../components/MonthlyRepurchasesChart/index';
export type {
  MonthlyRepurchase,
  MonthlyRepurchasesChartProps,
} from '../components/MonthlyRepurchasesChart/index';
export { RegistrationsChart } from '../components/RegistrationsChart/index';
export type {
  RegistrationsChartDatum,
  RegistrationsChartProps,
} from '../components/RegistrationsChart/index';
export {
  StatCard,
  StatIconBox,
  StatIconGlobe,
  StatIconMoney,
  StatIconPoints,
  StatIconUsers,
  StatIconWallet,
} from '../components/StatCard/index';
export type { StatCardProps } from '../components/StatCard/index';

// Feedback
export { JobProgress } from '../components/JobProgress/index';
export type { JobProgressProps, JobProgressStatus } from '../components/JobProgress/index';

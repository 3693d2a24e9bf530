export { AdminDashboardStats } from './AdminDashboardStats';
export type {
  AdminBonusStats,
  AdminDashboardStatsProps,
  AdminPickupStats,
  AdminRegistrationTotals,
} from './AdminDashboardStats';

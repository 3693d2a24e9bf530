/** Every text the back office's dashboard counts answer (docs/screens/back-office.md#dashboard). */
export const ASM = {
  totalUsers: 'Total members',
  totalActiveUsers: 'Total active members',
  totalPaidUsers: 'Total paid members',
  totalRegistrations: 'Total registrations',
  totalRegistrationPv: 'Total registration PV',
  sumPaidUsers: 'Total package payments',
  productsTaken: 'Products taken',
  pickupStats: 'Pickup stats',
  repurchaseTotal: 'Repurchase total',
  monthlyRepurchases: 'Monthly repurchases',
  stockistTotals: 'Stockist totals',
  stockistUpgrades: 'Stockist upgrades',
} as const;

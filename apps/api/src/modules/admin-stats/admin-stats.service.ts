import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { paginate, type PageQuery } from '../../lib/paging';
import { requireAdmin } from '../admin-members/admin-members.service';
import { createAdminStatsRepository, type AdminStatsRepository } from './admin-stats.repository';

/**
 * The back office's dashboard counts (docs/screens/back-office.md#dashboard): members by state,
 * and registrations and package payments counted and summed in kobo, answered in naira.
 */
export function createAdminStatsService(deps: { db: Database; repo?: AdminStatsRepository }) {
  const repo = deps.repo ?? createAdminStatsRepository(deps.db);
  return {
    /** GET /users/total-users: every member account but the company root, whatever its state. */
    async totalUsers(caller: Auth) {
      requireAdmin(caller);
      return (await repo.members()).members;
    },
    /** GET /users/total-active-users */
    async totalActiveUsers(caller: Auth) {
      requireAdmin(caller);
      return (await repo.members()).active;
    },
    /** GET /users/total-paid-users: members whose registration package is paid. */
    async totalPaidUsers(caller: Auth) {
      requireAdmin(caller);
      return (await repo.members()).paid;
    },
    /** GET /users/total-registrations: approved registration payments (upgrades excluded). */
    async totalRegistrations(caller: Auth) {
      requireAdmin(caller);
      const { count, kobo } = await repo.approvedPackagePayments(['registration']);
      return { count, amount: koboToNaira(kobo) };
    },
    /** GET /users/total-registration-pv: PV of approved registrations plus what upgrades added. */
    async totalRegistrationPv(caller: Auth) {
      requireAdmin(caller);
      return repo.registrationPv();
    },
    /**
     * GET /product-claims/total-product-sold and /product-claims/sum-claimed-products: products
     * taken through approved claims and fulfilled member pickup orders (quantity, PV, naira).
     */
    async productsTaken(caller: Auth) {
      requireAdmin(caller);
      const { quantity, points, kobo } = await repo.productsTaken();
      return { total_quantity: quantity, total_points: points, total_price: koboToNaira(kobo) };
    },
    /** GET /purchases/pickup-stats: member pickup orders that stand, per pickup type (purchase = repurchase). */
    async pickupStats(caller: Auth) {
      requireAdmin(caller);
      const orders = await repo.pickupOrders();
      const of = (type: 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup') =>
        orders.get(type) ?? { count: 0, kobo: 0 };
      const [registration, upgrade, purchase] = [
        of('registration_pickup'),
        of('upgrade_pickup'),
        of('repurchase_pickup'),
      ];
      return {
        registration_count: registration.count,
        upgrade_count: upgrade.count,
        purchase_count: purchase.count,
        registration_amount: koboToNaira(registration.kobo),
        upgrade_amount: koboToNaira(upgrade.kobo),
        purchase_amount: koboToNaira(purchase.kobo),
      };
    },
    /** GET /purchases/sum-prices: repurchase orders whose payment was approved. */
    async repurchaseTotal(caller: Auth) {
      requireAdmin(caller);
      const { kobo, quantity } = await repo.paidRepurchases();
      return { total_price: koboToNaira(kobo), total_quantity: quantity };
    },
    /** GET /purchases/monthly-repurchases: the repurchase total per month, newest first. */
    async monthlyRepurchases(caller: Auth) {
      requireAdmin(caller);
      const months = await repo.paidRepurchasesByMonth();
      return months.map((m) => ({
        month: m.month,
        year: m.year,
        total_qty: m.quantity,
        total: koboToNaira(m.kobo),
      }));
    },
    /** GET /stockists/stats: approved stores, their approved stock purchases and fulfilled member orders. */
    async stockistTotals(caller: Auth) {
      requireAdmin(caller);
      const { stores, purchases, sales } = await repo.stockistTotals();
      return {
        stockist_count: stores,
        stockist_purchases_sum: koboToNaira(purchases),
        stockist_sales_sum: koboToNaira(sales),
      };
    },
    /** GET /stockists/upgrades: every store's package upgrades, processing first, then newest. */
    async stockistUpgrades(caller: Auth, query: PageQuery) {
      requireAdmin(caller);
      return paginate(repo.stockistUpgrades(), query, (u) => ({
        payment_id: Number(u.payment_id),
        stockist_id: Number(u.stockist_id),
        uuid: u.uuid,
        username: u.username,
        store_name: u.store_name,
        previous_package_name: u.previous_package_name,
        stockist_package_id: u.new_package_id,
        stockist_package_name: u.new_package_name,
        amount: koboToNaira(Number(u.amount_kobo)),
        payment_receipt: u.payment_receipt,
        status: u.status,
        created_at: new Date(u.created_at).toISOString(),
      }));
    },
    /** GET /users/sum-paid-users: approved registration and upgrade payments, in naira. */
    async sumPaidUsers(caller: Auth) {
      requireAdmin(caller);
      const { kobo } = await repo.approvedPackagePayments(['registration', 'upgrade']);
      return koboToNaira(kobo);
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;

import { BONUS_KINDS, koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { invalid } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { lagosStart, parseDateKey, today } from '../runs/runs.periods';
import { ASM } from './admin-stats.messages';
import { requireAdmin } from '../admin-members/admin-members.service';
import { createAdminStatsRepository, type AdminStatsRepository } from './admin-stats.repository';

/**
 * The back office's dashboard counts (docs/screens/back-office.md#dashboard): members by state,
 * and registrations and package payments counted and summed in kobo, answered in naira.
 */
export function createAdminStatsService(deps: {
  db: Database;
  repo?: AdminStatsRepository;
  now?: () => Date;
}) {
  const repo = deps.repo ?? createAdminStatsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
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
    /**
     * GET /users/registrations-by-week: the last `weeks` ISO weeks (Lagos calendar), oldest first
     * and the current one last, weeks without payments included as zeros.
     */
    async registrationsByWeek(caller: Auth, weeks = 12) {
      requireAdmin(caller);
      const day = today(now());
      const monday = addDays(day, -((day.getUTCDay() + 6) % 7));
      const first = addDays(monday, -7 * (weeks - 1));
      const found = new Map(
        (await repo.approvedPaymentsByWeek(lagosStart(first))).map((w) => [w.weekStart, w]),
      );
      return Array.from({ length: weeks }, (_, i) => {
        const start = addDays(first, 7 * i);
        const key = dateKey(start);
        const row = found.get(key);
        return {
          week: isoWeek(start),
          week_start: key,
          registrations: row?.registrations ?? 0,
          revenue: koboToNaira(row?.kobo ?? 0),
        };
      });
    },
    /**
     * GET /bonuses/paid-by-kind: the wallets' bonus credits per kind from `from` to `to` (Lagos
     * dates, both included; by default the 30 days to today), largest first.
     */
    async bonusesByKind(caller: Auth, range: { from?: string; to?: string }) {
      requireAdmin(caller);
      const to = range.to === undefined ? today(now()) : parseDateKey(range.to);
      if (!to) throw invalid('to', ASM.badDate);
      const from = range.from === undefined ? addDays(to, -29) : parseDateKey(range.from);
      if (!from) throw invalid('from', ASM.badDate);
      if (to < from) throw invalid('to', ASM.rangeReversed);
      if ((to.getTime() - from.getTime()) / DAY_MS + 1 > 366) throw invalid('from', ASM.rangeTooLong);
      const kinds = await repo.bonusCreditsByKind(BONUS_KINDS, lagosStart(from), lagosStart(addDays(to, 1)));
      kinds.sort((a, b) => b.kobo - a.kobo || a.kind.localeCompare(b.kind));
      return {
        from: dateKey(from),
        to: dateKey(to),
        total: koboToNaira(kinds.reduce((s, k) => s + k.kobo, 0)),
        kinds: kinds.map((k) => ({ kind: k.kind, amount: koboToNaira(k.kobo), entries: k.entries })),
      };
    },
    /** GET /users/sum-paid-users: approved registration and upgrade payments, in naira. */
    async sumPaidUsers(caller: Auth) {
      requireAdmin(caller);
      const { kobo } = await repo.approvedPackagePayments(['registration', 'upgrade']);
      return koboToNaira(kobo);
    },
  };
}

const DAY_MS = 86_400_000;

/** A Lagos calendar date (UTC-midnight carrier, as runs.periods gives) moved by whole days. */
function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function dateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The ISO week of a Monday, e.g. '2026-W48': the week belongs to the year of its Thursday. */
export function isoWeek(monday: Date): string {
  const thursday = addDays(monday, 3);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;

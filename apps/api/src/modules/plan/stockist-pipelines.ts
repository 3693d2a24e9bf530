import {
  koboFromDb,
  parsePercent,
  rebate,
  stockistFee,
  stockistUpgradePickup,
  type PlannedEvent,
  type Recipient,
} from '@kola/domain';
import type { Executor } from '../ledger/ledger.repository';
import { placementChain } from '../network/network.repository';
import { postPlannedEntries } from './bonus-posting';
import type { Plan } from './plan.repository';

/**
 * The money side of the stockist decisions (docs/plan.md#stockist-decisions,
 * docs/pickups-and-stockists.md#stockists). Each function runs inside the deciding transaction, moves its
 * record out of the pending state exactly once (a second call finds nothing to decide and pays nothing), and
 * posts its bonuses as one ledger transaction.
 */

export type Decision<T> = { decided: true; paidKobo: number } & T;
export type NotDecided = { decided: false; reason: string };

async function recipient(db: Executor, userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'status', 'payment_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? { id: String(row.id), active: row.status === 'active' && row.payment_status === 'approved' }
    : null;
}

async function stockistChain(db: Executor, userId: number) {
  return (await placementChain(db, userId, 10)).map((m) => ({
    id: String(m.id),
    packageId: m.packageId,
    active: m.active,
    isRoot: m.isRoot,
  }));
}

async function post(db: Executor, key: string, ref: string, description: string, event: PlannedEvent) {
  return (
    (await postPlannedEntries(
      db,
      { idempotencyKey: key, causeType: 'stockist', causeRef: ref, description },
      event.entries,
    )) ?? 0
  );
}

/** Stockist registration approved: the member becomes a stockist; signee and upline bonuses. */
export async function approveStockistRegistration(
  tx: Executor,
  plan: Plan,
  stockistId: number,
  now: Date,
): Promise<Decision<object> | NotDecided> {
  const stockist = await tx
    .updateTable('stockists')
    .set({ status: 'approved', decided_at: now })
    .where('id', '=', stockistId)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'referrer_user_id', 'stockist_package_id'])
    .executeTakeFirst();
  if (!stockist) return { decided: false, reason: 'Only a pending registration can be decided.' };
  await tx
    .updateTable('users')
    .set({ is_stockist: 1, updated_at: now })
    .where('id', '=', stockist.user_id)
    .execute();
  const pkg = await tx
    .selectFrom('stockist_packages')
    .select(['registration_value_kobo', 'pickup_amount_kobo', 'name'])
    .where('id', '=', stockist.stockist_package_id)
    .executeTakeFirstOrThrow();
  // The registration pickup allowance: a balance the stock purchases take from
  // (docs/pickups-and-stockists.md#stock).
  await tx
    .updateTable('stockists')
    .set({ registration_pickup_kobo: koboFromDb(pkg.pickup_amount_kobo), updated_at: now })
    .where('id', '=', stockist.id)
    .execute();
  const event = stockistFee({
    source: 'registration',
    feeKobo: koboFromDb(pkg.registration_value_kobo),
    referrer: await recipient(tx, stockist.referrer_user_id),
    placementChain: await stockistChain(tx, stockist.user_id),
    stockistUplineTable: plan.tables.stockistUpline,
    settings: plan.settings,
  });
  const paidKobo = await post(
    tx,
    `stockist-registration:${stockist.id}`,
    `stockist:${stockist.id}`,
    `Stockist registration (${pkg.name})`,
    event,
  );
  return { decided: true, paidKobo };
}

/** Stockist upgrade approved: the package changes; signee and upline bonuses on the difference. */
export async function approveStockistUpgrade(
  tx: Executor,
  plan: Plan,
  upgradeId: number,
  now: Date,
): Promise<Decision<object> | NotDecided> {
  const upgrade = await tx
    .updateTable('stockist_upgrades')
    .set({ status: 'approved', decided_at: now })
    .where('id', '=', upgradeId)
    .where('status', '=', 'processing')
    .returning(['id', 'stockist_id', 'previous_package_id', 'new_package_id', 'amount_kobo'])
    .executeTakeFirst();
  if (!upgrade) return { decided: false, reason: 'Only a processing upgrade can be decided.' };
  const packages = await tx
    .selectFrom('stockist_packages')
    .select(['id', 'pickup_amount_kobo'])
    .where('id', 'in', [upgrade.previous_package_id, upgrade.new_package_id])
    .execute();
  const pickupOf = (id: number) => ({
    pickupAmountKobo: koboFromDb(packages.find((p) => p.id === id)!.pickup_amount_kobo),
  });
  // The upgrade pickup allowance grows by the pickup difference (docs/pickups-and-stockists.md#stock).
  const pickupKobo = stockistUpgradePickup(
    pickupOf(upgrade.previous_package_id),
    pickupOf(upgrade.new_package_id),
  );
  const stockist = await tx
    .updateTable('stockists')
    .set((eb) => ({
      stockist_package_id: upgrade.new_package_id,
      upgrade_pickup_kobo: eb('upgrade_pickup_kobo', '+', pickupKobo),
      updated_at: now,
    }))
    .where('id', '=', upgrade.stockist_id)
    .returning(['id', 'user_id', 'referrer_user_id'])
    .executeTakeFirstOrThrow();
  const event = stockistFee({
    source: 'upgrade',
    feeKobo: koboFromDb(upgrade.amount_kobo),
    referrer: await recipient(tx, stockist.referrer_user_id),
    placementChain: await stockistChain(tx, stockist.user_id),
    stockistUplineTable: plan.tables.stockistUpline,
    settings: plan.settings,
  });
  const paidKobo = await post(
    tx,
    `stockist-upgrade:${upgrade.id}`,
    `stockist-upgrade:${upgrade.id}`,
    'Stockist upgrade',
    event,
  );
  return { decided: true, paidKobo };
}

/** A paid re-stock purchase approved: stockist upline bonus on its total (no signee bonus). */
export async function approveRestock(
  tx: Executor,
  plan: Plan,
  orderId: number,
  now: Date,
): Promise<Decision<object> | NotDecided> {
  const order = await tx
    .updateTable('orders')
    .set({ status: 'approved', approved_at: now })
    .where('id', '=', orderId)
    .where('kind', '=', 'stockist')
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'total_price_kobo', 'payment_id', 'payment_receipt'])
    .executeTakeFirst();
  if (!order) return { decided: false, reason: 'Only a pending purchase can be decided.' };
  if (order.payment_id === null && order.payment_receipt === null) return { decided: true, paidKobo: 0 };
  const event = stockistFee({
    source: 'restock',
    feeKobo: koboFromDb(order.total_price_kobo),
    referrer: null,
    placementChain: await stockistChain(tx, order.user_id),
    stockistUplineTable: plan.tables.stockistUpline,
    settings: plan.settings,
  });
  const paidKobo = await post(
    tx,
    `restock:${order.id}`,
    `order:${order.id}`,
    `Re-stock purchase ${order.id}`,
    event,
  );
  return { decided: true, paidKobo };
}

/** A member order fulfilled by its stockist: the rebate (sales bonus % of the order total). */
export async function fulfilMemberOrder(
  tx: Executor,
  orderId: number,
  now: Date,
): Promise<Decision<{ stockistUserId: number }> | NotDecided> {
  const order = await tx
    .updateTable('orders')
    .set({ status: 'approved', approved_at: now })
    .where('id', '=', orderId)
    .where('kind', '=', 'member')
    .where('status', '=', 'pending')
    .returning(['id', 'stockist_id', 'total_price_kobo'])
    .executeTakeFirst();
  if (!order || order.stockist_id === null)
    return { decided: false, reason: 'This order code has been used.' };
  const stockist = await tx
    .selectFrom('stockists')
    .innerJoin('stockist_packages', 'stockist_packages.id', 'stockists.stockist_package_id')
    .select([
      'stockists.user_id',
      'stockists.stockist_package_id',
      'stockist_packages.sales_bonus_percentage',
    ])
    .where('stockists.id', '=', order.stockist_id)
    .executeTakeFirstOrThrow();
  const event = rebate({
    stockist: (await recipient(tx, stockist.user_id))!,
    salesBonusPercentE4: parsePercent(stockist.sales_bonus_percentage),
    stockistPackageId: stockist.stockist_package_id,
    orderTotalKobo: koboFromDb(order.total_price_kobo),
  });
  const paidKobo = await post(
    tx,
    `rebate:${order.id}`,
    `order:${order.id}`,
    `Rebate on order ${order.id}`,
    event,
  );
  return { decided: true, paidKobo, stockistUserId: stockist.user_id };
}

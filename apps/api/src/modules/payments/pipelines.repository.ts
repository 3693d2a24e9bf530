import type { Insertable } from 'kysely';
import type { OrderLinesTable, OrdersTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';

/*
 * SQL of the payment pipelines. Each function runs on the approving payment's transaction.
 */

/** A member's state (id, username, status, payment status): who may receive a bonus. */
export function memberState(tx: Executor, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'username', 'status', 'payment_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The member being activated, locked until the payment's transaction ends. */
export function lockRegistration(tx: Executor, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'username', 'reg_package_id', 'package_id', 'sponsor_id', 'status', 'payment_status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Marks the registration paid and the member active, with the registration pickup allowance. */
export async function markActivated(
  tx: Executor,
  userId: number,
  values: { now: Date; registrationPickupKobo: number },
): Promise<void> {
  await tx
    .updateTable('users')
    .set({
      payment_status: 'approved',
      status: 'active',
      paid_at: values.now,
      activated_at: values.now,
      registration_pickup_kobo: values.registrationPickupKobo,
      updated_at: values.now,
    })
    .where('id', '=', userId)
    .execute();
}

/** The member upgrading, locked until the payment's transaction ends. */
export function lockUpgrading(tx: Executor, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'username', 'package_id', 'status', 'payment_status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Moves the member to the new package and grows the upgrade pickup allowance. */
export async function markUpgraded(
  tx: Executor,
  userId: number,
  values: { packageId: number; pickupDeltaKobo: number; now: Date },
): Promise<void> {
  await tx
    .updateTable('users')
    .set((eb) => ({
      package_id: values.packageId,
      upgrade_pickup_kobo: eb('upgrade_pickup_kobo', '+', values.pickupDeltaKobo),
      updated_at: values.now,
    }))
    .where('id', '=', userId)
    .execute();
}

/** PV that entered the tree (the global profit pool counts activations and upgrades). */
export async function recordPvEvent(
  tx: Executor,
  event: { userId: number; kind: 'activation' | 'upgrade' | 'repurchase'; pv: number; causeRef: string },
): Promise<void> {
  await tx
    .insertInto('pv_events')
    .values({ user_id: event.userId, kind: event.kind, pv: event.pv, cause_ref: event.causeRef })
    .execute();
}

/** An order and its lines. */
export async function insertOrder(
  tx: Executor,
  order: Insertable<OrdersTable>,
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[],
) {
  const inserted = await tx
    .insertInto('orders')
    .values(order)
    .returning(['id', 'total_points', 'total_price_kobo'])
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_lines')
    .values(lines.map((l) => ({ ...l, order_id: inserted.id })))
    .execute();
  return inserted;
}

/** The stockist, locked until the payment's transaction ends. */
export function lockStockist(tx: Executor, stockistId: number) {
  return tx
    .selectFrom('stockists')
    .select(['id', 'stockist_package_id', 'status'])
    .where('id', '=', stockistId)
    .forUpdate()
    .executeTakeFirst();
}

/** The stockist's upgrade still waiting for an administrator, if any. */
export function processingStockistUpgrade(tx: Executor, stockistId: number) {
  return tx
    .selectFrom('stockist_upgrades')
    .select('id')
    .where('stockist_id', '=', stockistId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
}

export async function insertStockistUpgrade(
  tx: Executor,
  values: {
    stockist_id: number;
    previous_package_id: number;
    new_package_id: number;
    amount_kobo: number;
    payment_id: number;
  },
): Promise<void> {
  await tx.insertInto('stockist_upgrades').values(values).execute();
}

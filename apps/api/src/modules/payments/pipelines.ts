import { randomBytes } from 'node:crypto';
import {
  packageActivation,
  packageUpgrade,
  repurchase,
  type ChainMember as PlanChainMember,
  type Recipient,
} from '@kola/domain';
import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { placementChain, propagatePv, sponsorChain, type ChainMember } from '../network/network.repository';
import { postPlannedEntries } from '../plan/bonus-posting';
import { planPackage, type Plan } from '../plan/plan.repository';
import {
  insertOrder,
  insertStockistUpgrade,
  lockRegistration,
  lockStockist,
  lockUpgrading,
  markActivated,
  markUpgraded,
  memberState,
  processingStockistUpgrade,
  recordPvEvent,
} from './pipelines.repository';

export type PaymentRow = Selectable<PaymentsTable>;

/** What an approved payment did, or why its purpose no longer applied. */
export type ApplyOutcome =
  { applied: true; bonusKobo: number; orderId?: number } | { applied: false; reason: string };

export interface PackageTarget {
  package_id: number;
  /** Upgrades: the package the member held when the price was fixed. */
  from_package_id?: number;
}

function toPlanChain(chain: ChainMember[]): PlanChainMember[] {
  return chain.map((m) => ({ id: String(m.id), packageId: m.packageId, active: m.active, isRoot: m.isRoot }));
}

const isActive = (row: { status: string; payment_status: string }) =>
  row.status === 'active' && row.payment_status === 'approved';

async function recipient(db: Executor, userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const row = await memberState(db, userId);
  if (!row) return null;
  return { id: String(row.id), active: isActive(row) };
}

/**
 * Package activation (docs/plan.md#package-activation): the registration is marked paid, the referral bonus
 * walks ten generations of the placement tree, the sponsor gets the placement bonus when they are not
 * the upline, the member the welcome bonus; PV enters every ancestor's leg and CPV; ranks move.
 */
export async function activatePackage(
  tx: Executor,
  payment: PaymentRow,
  plan: Plan,
  now: Date,
): Promise<ApplyOutcome> {
  const user = await lockRegistration(tx, payment.user_id);
  if (user.payment_status === 'approved')
    return { applied: false, reason: 'The registration was already paid.' };
  if (user.status === 'expired') return { applied: false, reason: 'The registration had expired.' };
  const pkg = planPackage(plan, user.reg_package_id);
  await markActivated(tx, user.id, { now, registrationPickupKobo: pkg.pickupAmountKobo });
  const chain = await placementChain(tx, user.id, 10);
  const result = packageActivation({
    memberId: String(user.id),
    package: pkg,
    placementChain: toPlanChain(chain),
    sponsor: await recipient(tx, user.sponsor_id),
    referralTable: plan.tables.referral,
    settings: plan.settings,
  });
  const paid = await postPlannedEntries(
    tx,
    {
      idempotencyKey: `bonuses:payment:${payment.reference}`,
      causeType: 'payment',
      causeRef: payment.reference,
      description: `Activation of ${user.username} (${pkg.name})`,
    },
    result.entries,
  );
  await propagatePv(tx, user.id, result.pv, { own: true, activation: true });
  if (result.pv > 0) {
    await recordPvEvent(tx, {
      userId: user.id,
      kind: 'activation',
      pv: result.pv,
      causeRef: payment.reference,
    });
  }
  return { applied: true, bonusKobo: paid ?? 0 };
}

/**
 * Package upgrade (docs/plan.md#package-upgrade): the upgrade bonus walks ten placement generations on ΔPV ×
 * U, the upgrade pickup allowance grows by the pickup difference, ΔPV enters every ancestor's leg
 * and CPV and the member's own CPV.
 */
export async function upgradePackage(
  tx: Executor,
  payment: PaymentRow,
  plan: Plan,
  now: Date,
): Promise<ApplyOutcome> {
  const target = payment.target as unknown as PackageTarget;
  const user = await lockUpgrading(tx, payment.user_id);
  if (user.status !== 'active' || user.payment_status !== 'approved') {
    return { applied: false, reason: 'The member is not active.' };
  }
  if (target.from_package_id !== undefined && user.package_id !== target.from_package_id) {
    return { applied: false, reason: 'The member changed package after this payment was priced.' };
  }
  if (target.package_id <= user.package_id)
    return { applied: false, reason: 'The target package is not higher.' };
  const from = planPackage(plan, user.package_id);
  const to = planPackage(plan, target.package_id);
  const chain = await placementChain(tx, user.id, 10);
  const result = packageUpgrade({
    memberId: String(user.id),
    from,
    to,
    placementChain: toPlanChain(chain),
    upgradeTable: plan.tables.upgrade,
    settings: plan.settings,
  });
  await markUpgraded(tx, user.id, { packageId: to.id, pickupDeltaKobo: result.pickupDeltaKobo, now });
  const paid = await postPlannedEntries(
    tx,
    {
      idempotencyKey: `bonuses:payment:${payment.reference}`,
      causeType: 'payment',
      causeRef: payment.reference,
      description: `Upgrade of ${user.username} from ${from.name} to ${to.name}`,
    },
    result.entries,
  );
  await propagatePv(tx, user.id, result.pvDelta, { own: true, activation: false });
  if (result.pvDelta > 0) {
    await recordPvEvent(tx, {
      userId: user.id,
      kind: 'upgrade',
      pv: result.pvDelta,
      causeRef: payment.reference,
    });
  }
  return { applied: true, bonusKobo: paid ?? 0 };
}

/** Runs the pipeline of an approved payment's purpose inside the approving transaction. */
export async function applyPayment(
  tx: Executor,
  payment: PaymentRow,
  plan: Plan,
  now: Date,
): Promise<ApplyOutcome> {
  switch (payment.purpose) {
    case 'registration':
      return activatePackage(tx, payment, plan, now);
    case 'upgrade':
      return upgradePackage(tx, payment, plan, now);
    case 'repurchase':
      return applyRepurchase(tx, payment, plan);
    case 'restock':
      return applyRestockPayment(tx, payment);
    case 'stockist_upgrade':
      return applyStockistUpgradePayment(tx, payment);
    default:
      return { applied: false, reason: `A ${payment.purpose} payment cannot be applied here.` };
  }
}

/** The cart of a repurchase or re-stock payment, priced by the server when it was initiated. */
export interface CartTarget {
  stockist_id: number;
  pickup_type: 'repurchase_pickup' | 're-stock';
  lines: { product_id: number; quantity: number; unit_price_kobo: number; unit_points: number }[];
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 12;

/**
 * A random order code (docs/pickups-and-stockists.md#orders-and-order-codes): 12 characters from 32
 * without look-alikes, each from one crypto-random byte (256 is a multiple of 32, so unbiased), 60 bits
 * in all. The unique index catches a collision.
 */
export function newOrderCode(): string {
  const bytes = randomBytes(ORDER_CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Creates the order of a paid cart (status pending: awaiting the stockist or the admin). */
export async function createPaidOrder(tx: Executor, payment: PaymentRow, kind: 'member' | 'stockist') {
  const cart = payment.target as unknown as CartTarget;
  const totalPrice = cart.lines.reduce((s, l) => s + l.unit_price_kobo * l.quantity, 0);
  const totalPoints = cart.lines.reduce((s, l) => s + l.unit_points * l.quantity, 0);
  const totalQuantity = cart.lines.reduce((s, l) => s + l.quantity, 0);
  return insertOrder(
    tx,
    {
      code: newOrderCode(),
      user_id: payment.user_id,
      stockist_id: cart.stockist_id,
      kind,
      pickup_type: cart.pickup_type,
      total_price_kobo: totalPrice,
      total_quantity: totalQuantity,
      total_points: totalPoints,
      status: 'pending',
      payment_id: payment.id,
    },
    cart.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price_kobo: l.unit_price_kobo,
      unit_points: l.unit_points,
    })),
  );
}

/**
 * Product repurchase paid (docs/plan.md#product-repurchase): the order is created for collection at the
 * stockist; the buyer earns the repurchase bonus; the unilevel bonus walks ten generations of the SPONSOR
 * chain; the order's PV enters every placement ancestor's leg and CPV and the buyer's own.
 */
export async function applyRepurchase(tx: Executor, payment: PaymentRow, plan: Plan): Promise<ApplyOutcome> {
  const state = await memberState(tx, payment.user_id);
  const buyer = state ? { id: String(state.id), active: isActive(state) } : null;
  if (!buyer?.active) return { applied: false, reason: 'The member is not active.' };
  const order = await createPaidOrder(tx, payment, 'member');
  const result = repurchase({
    buyer,
    orderPv: order.total_points,
    sponsorChain: toPlanChain(await sponsorChain(tx, payment.user_id, 10)),
    unilevelTable: plan.tables.unilevel,
    settings: plan.settings,
  });
  const paid = await postPlannedEntries(
    tx,
    {
      idempotencyKey: `bonuses:payment:${payment.reference}`,
      // As an activation's: the payment is the cause, and the description names the buyer, so
      // each sponsor sees from whom the unilevel bonus came (docs/money-and-ledger.md#explanations).
      causeType: 'payment',
      causeRef: payment.reference,
      description: `Repurchase by ${state!.username} (order #0${order.id})`,
    },
    result.entries,
  );
  await propagatePv(tx, payment.user_id, result.pv, { own: true, activation: false });
  if (result.pv > 0) {
    await recordPvEvent(tx, {
      userId: payment.user_id,
      kind: 'repurchase',
      pv: result.pv,
      causeRef: payment.reference,
    });
  }
  return { applied: true, bonusKobo: paid ?? 0, orderId: order.id };
}

/** A stockist's paid re-stock purchase: the order waits for an administrator's approval. */
export async function applyRestockPayment(tx: Executor, payment: PaymentRow): Promise<ApplyOutcome> {
  const order = await createPaidOrder(tx, payment, 'stockist');
  return { applied: true, bonusKobo: 0, orderId: order.id };
}

/** A stockist's paid package upgrade: recorded as processing until an administrator decides. */
export async function applyStockistUpgradePayment(tx: Executor, payment: PaymentRow): Promise<ApplyOutcome> {
  const target = payment.target as unknown as {
    stockist_id: number;
    from_package_id: number;
    stockist_package_id: number;
  };
  const stockist = await lockStockist(tx, target.stockist_id);
  if (!stockist || stockist.status !== 'approved')
    return { applied: false, reason: 'The stockist is not approved.' };
  if (stockist.stockist_package_id !== target.from_package_id) {
    return { applied: false, reason: 'The stockist changed package after this payment was priced.' };
  }
  // The package changes only when an administrator approves: until then a second paid upgrade
  // (a double click, a second card payment) would be approved and its bonuses paid twice.
  if (await processingStockistUpgrade(tx, stockist.id))
    return { applied: false, reason: 'An upgrade of this stockist is already being processed.' };
  await insertStockistUpgrade(tx, {
    stockist_id: stockist.id,
    previous_package_id: target.from_package_id,
    new_package_id: target.stockist_package_id,
    amount_kobo: payment.amount_kobo,
    payment_id: payment.id,
  });
  return { applied: true, bonusKobo: 0 };
}

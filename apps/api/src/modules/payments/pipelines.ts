import {
  packageActivation,
  packageUpgrade,
  type ChainMember as PlanChainMember,
  type Recipient,
} from '@kola/domain';
import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { placementChain, propagatePv, type ChainMember } from '../network/network.repository';
import { postPlannedEntries } from '../plan/bonus-posting';
import { planPackage, type Plan } from '../plan/plan.repository';

export type PaymentRow = Selectable<PaymentsTable>;

/** What an approved payment did, or why its purpose no longer applied. */
export type ApplyOutcome = { applied: true; bonusKobo: number } | { applied: false; reason: string };

export interface PackageTarget {
  package_id: number;
  /** Upgrades: the package the member held when the price was fixed. */
  from_package_id?: number;
}

function toPlanChain(chain: ChainMember[]): PlanChainMember[] {
  return chain.map((m) => ({ id: String(m.id), packageId: m.packageId, active: m.active, isRoot: m.isRoot }));
}

async function recipient(db: Executor, userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'status', 'payment_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: String(row.id), active: row.status === 'active' && row.payment_status === 'approved' };
}

/**
 * Package activation (04 §3): the registration is marked paid, the referral bonus walks ten
 * generations of the placement tree, the sponsor gets the placement bonus when they are not
 * the upline, the member the welcome bonus; PV enters every ancestor's leg and CPV; ranks move.
 */
export async function activatePackage(
  tx: Executor,
  payment: PaymentRow,
  plan: Plan,
  now: Date,
): Promise<ApplyOutcome> {
  const user = await tx
    .selectFrom('users')
    .select(['id', 'username', 'reg_package_id', 'package_id', 'sponsor_id', 'status', 'payment_status'])
    .where('id', '=', payment.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (user.payment_status === 'approved')
    return { applied: false, reason: 'The registration was already paid.' };
  if (user.status === 'expired') return { applied: false, reason: 'The registration had expired.' };
  const pkg = planPackage(plan, user.reg_package_id);
  await tx
    .updateTable('users')
    .set({
      payment_status: 'approved',
      status: 'active',
      paid_at: now,
      activated_at: now,
      registration_pickup_kobo: pkg.pickupAmountKobo,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
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
    await tx
      .insertInto('pv_events')
      .values({ user_id: user.id, kind: 'activation', pv: result.pv, cause_ref: payment.reference })
      .execute();
  }
  return { applied: true, bonusKobo: paid ?? 0 };
}

/**
 * Package upgrade (04 §3): the upgrade bonus walks ten placement generations on ΔPV × U, the
 * upgrade pickup allowance grows by the pickup difference, ΔPV enters every ancestor's leg
 * and CPV and the member's own CPV.
 */
export async function upgradePackage(
  tx: Executor,
  payment: PaymentRow,
  plan: Plan,
  now: Date,
): Promise<ApplyOutcome> {
  const target = payment.target as unknown as PackageTarget;
  const user = await tx
    .selectFrom('users')
    .select(['id', 'username', 'package_id', 'status', 'payment_status'])
    .where('id', '=', payment.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
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
  await tx
    .updateTable('users')
    .set((eb) => ({
      package_id: to.id,
      upgrade_pickup_kobo: eb('upgrade_pickup_kobo', '+', result.pickupDeltaKobo),
      updated_at: now,
    }))
    .where('id', '=', user.id)
    .execute();
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
    await tx
      .insertInto('pv_events')
      .values({ user_id: user.id, kind: 'upgrade', pv: result.pvDelta, cause_ref: payment.reference })
      .execute();
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
    default:
      return { applied: false, reason: `Payments for ${payment.purpose} are not applied yet.` };
  }
}

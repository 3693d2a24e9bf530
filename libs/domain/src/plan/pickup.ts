import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { packageDifference } from './upgrade';
import type { PlanPackage } from './types';

type PickupPackage = Pick<PlanPackage, 'id' | 'pointValue' | 'registrationValueKobo' | 'pickupAmountKobo'>;

/**
 * Registration pickup allowance (docs/pickups-and-stockists.md#pickup-allowance) = pickup_amount of the
 * registration package.
 */
export function registrationPickupAllowance(
  registrationPackage: Pick<PlanPackage, 'pickupAmountKobo'>,
): Kobo {
  return assertKobo(registrationPackage.pickupAmountKobo);
}

/**
 * Upgrade pickup allowance (docs/pickups-and-stockists.md#pickup-allowance) = Σ pickup differences of all
 * upgrades, each floored at 0 (as packageDifference). Upgrades are (from, to) pairs; a pair that is not an
 * upgrade throws.
 */
export function upgradePickupAllowance(
  upgrades: readonly { from: PickupPackage; to: PickupPackage }[],
): Kobo {
  let total = 0;
  for (const { from, to } of upgrades) {
    const difference = packageDifference(from, to);
    if (!difference.ok) throw new RangeError(`Package ${to.id} is not an upgrade from package ${from.id}`);
    total += difference.pickupDeltaKobo;
  }
  return assertKobo(total);
}

export interface PickupCheckInput {
  /** The allowance (registration, upgrade, stockist registration/upgrade/re-stock). */
  allowanceKobo: Kobo;
  /** Already consumed by earlier orders or claims (pending and approved; declined returned). */
  consumedKobo: Kobo;
  /** The order's total, priced by the server. */
  orderTotalKobo: Kobo;
}

export type PickupCheck =
  | { ok: true; remainingBeforeKobo: Kobo; remainingAfterKobo: Kobo }
  | { ok: false; reason: 'over_allowance' | 'empty_order'; remainingKobo: Kobo };

/** The remaining allowance: allowance − consumed, never below 0. */
export function remainingPickupAllowance(allowanceKobo: Kobo, consumedKobo: Kobo): Kobo {
  return kobo(Math.max(0, allowanceKobo - consumedKobo));
}

/**
 * Whether an order fits the remaining allowance (docs/pickups-and-stockists.md#pickup-allowance): several
 * orders may share one allowance; an order over what remains is refused ("The selected items' total price is
 * greater than the pickup amount").
 */
export function checkPickupOrder(input: PickupCheckInput): PickupCheck {
  const remaining = remainingPickupAllowance(input.allowanceKobo, input.consumedKobo);
  if (!Number.isSafeInteger(input.orderTotalKobo) || input.orderTotalKobo <= 0) {
    return { ok: false, reason: 'empty_order', remainingKobo: remaining };
  }
  if (input.orderTotalKobo > remaining)
    return { ok: false, reason: 'over_allowance', remainingKobo: remaining };
  return {
    ok: true,
    remainingBeforeKobo: remaining,
    remainingAfterKobo: kobo(remaining - input.orderTotalKobo),
  };
}

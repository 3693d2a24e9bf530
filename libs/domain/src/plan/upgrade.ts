import { kobo, type Kobo } from '../money/kobo';
import { generationBonus } from './generations';
import { pvValue } from './percent';
import type { ChainMember, GenerationTable, PlanPackage, PlanSettings, PlannedEvent } from './types';

type UpgradePackage = Pick<PlanPackage, 'id' | 'pointValue' | 'registrationValueKobo' | 'pickupAmountKobo'>;

export interface PackageDifference {
  /** registration_value(target) − registration_value(current); never negative. */
  priceKobo: Kobo;
  /** PV(target) − PV(current); never negative. */
  pvDelta: number;
  /** pickup_amount(target) − pickup_amount(current): growth of the upgrade pickup allowance. */
  pickupDeltaKobo: Kobo;
}

export type PackageDifferenceResult =
  ({ ok: true } & PackageDifference) | { ok: false; reason: 'not_higher_package' };

const nonNegative = (value: number): number => Math.max(0, value);

/**
 * What an upgrade from `current` to `target` costs and brings (docs/plan.md#package-upgrade, GET
 * /users/{id}/package-difference). Only a package with a higher id is an upgrade. Differences
 * are floored at 0, so an oddly configured higher package never gives a refund.
 */
export function packageDifference(current: UpgradePackage, target: UpgradePackage): PackageDifferenceResult {
  if (target.id <= current.id) return { ok: false, reason: 'not_higher_package' };
  return {
    ok: true,
    priceKobo: kobo(nonNegative(target.registrationValueKobo - current.registrationValueKobo)),
    pvDelta: nonNegative(target.pointValue - current.pointValue),
    pickupDeltaKobo: kobo(nonNegative(target.pickupAmountKobo - current.pickupAmountKobo)),
  };
}

export interface PackageUpgradeInput {
  memberId: string;
  from: UpgradePackage;
  to: UpgradePackage;
  /** Placement ancestors, generation 1 (the parent) first, up to the root. */
  placementChain: readonly ChainMember[];
  /** Upgrade-bonus rows by recipient package. */
  upgradeTable: GenerationTable;
  settings: Pick<PlanSettings, 'unitPointValueKobo'>;
}

export interface PackageUpgradeResult extends PlannedEvent, PackageDifference {}

/**
 * Package upgrade approved (docs/plan.md#package-upgrade): upgrade_bonus, generations 1–10 of the placement
 * chain on base = ΔPV × U, percentage from the upgrade row of the recipient's package. Also returns the
 * price, ΔPV (for leg volumes and CPV, the member's own included) and the pickup allowance
 * growth. Throws RangeError when `to` is not a higher package (price it first with
 * packageDifference).
 */
export function packageUpgrade(input: PackageUpgradeInput): PackageUpgradeResult {
  const difference = packageDifference(input.from, input.to);
  if (!difference.ok) {
    throw new RangeError(`Package ${input.to.id} is not an upgrade from package ${input.from.id}`);
  }
  const { priceKobo, pvDelta, pickupDeltaKobo } = difference;
  const baseKobo = pvValue(pvDelta, input.settings.unitPointValueKobo);
  const entries = generationBonus('upgrade_bonus', input.placementChain, input.upgradeTable, baseKobo);
  return { baseKobo, entries, priceKobo, pvDelta, pickupDeltaKobo };
}

/* Shared inputs for the plan tests: the seeded configuration (apps/api/src/db/seed.ts). */
import { kobo, nairaToKobo } from '../money/kobo';
import { parsePercent, percentE4, type PercentE4 } from './percent';
import type { ChainMember, GenerationTable, PlanPackage, PlanSettings } from './types';

const naira = nairaToKobo;
const pct = parsePercent;

/** Seeded packages: Starter 5 PV … Diamond 160 PV; registration = pickup = PV × ₦3,500. */
export const PACKAGES: Record<number, PlanPackage> = {
  1: pkg(1, 5, 17_500, 50_000),
  2: pkg(2, 10, 35_000, 100_000),
  3: pkg(3, 20, 70_000, 200_000),
  4: pkg(4, 40, 140_000, 400_000),
  5: pkg(5, 80, 280_000, 800_000),
  6: pkg(6, 160, 560_000, 1_600_000),
};

function pkg(id: number, pv: number, registration: number, cap: number): PlanPackage {
  return {
    id,
    pointValue: pv,
    registrationValueKobo: naira(registration),
    pickupAmountKobo: naira(registration),
    matchingBonusCapKobo: naira(cap),
  };
}

/** depth generations at `percent`, the rest 0: the seeded shape. */
export function row(percent: number, depth: number): PercentE4[] {
  return Array.from({ length: 10 }, (_, i) => (i < depth ? pct(percent) : percentE4(0)));
}

/** Seeded referral/upgrade table: 5% for 2, 4, 6, 8, 10, 10 generations of packages 1..6. */
export const FIVE_PERCENT_TABLE: GenerationTable = {
  1: row(5, 2),
  2: row(5, 4),
  3: row(5, 6),
  4: row(5, 8),
  5: row(5, 10),
  6: row(5, 10),
};

/** Seeded unilevel/stockist-upline table: 1% with the same depths. */
export const ONE_PERCENT_TABLE: GenerationTable = {
  1: row(1, 2),
  2: row(1, 4),
  3: row(1, 6),
  4: row(1, 8),
  5: row(1, 10),
  6: row(1, 10),
};

export const SETTINGS: PlanSettings = {
  unitPointValueKobo: naira(3_500),
  welcomeBonusPercentE4: pct(2),
  placementBonusPercentE4: pct(5),
  repurchaseBonusPercentE4: pct(5),
  awardWinnerSponsorBonusPercentE4: pct(10),
  awardWinnerDdBonusPercentE4: pct(2),
  stockistReferralBonusPercentE4: pct(5),
  matchingBonusTotalPv: 10,
  matchingBonusPercentE4: pct(10),
  matchingBonusFrequency: 7,
  equilibriumBonusKobo: naira(1_000),
  loyaltyBonusPercentE4: pct(2),
  profitPoolPercentE4: pct(2),
  profitPoolDuration: 6,
  profitPoolDaysOffset: 30,
  profitPoolNumOfDownlines: 4,
  globalProfitValueKobo: kobo(0),
  globalProfitFirstPercentE4: pct(5),
  globalProfitSecondPercentE4: pct(10),
  nextGlobalProfitShareMonth: 12,
  nextGlobalProfitShareDay: 31,
  minimumWithdrawalKobo: naira(2_000),
  maximumWithdrawalKobo: naira(200_000),
  withdrawalChargeType: 'percentage',
  withdrawalChargeFlatKobo: kobo(0),
  withdrawalChargePercentE4: pct(1.5),
  withdrawalChargeCapKobo: naira(1_000),
  withdrawalType: 'weekly',
  withdrawalPeriod: 6,
};

/** A chain member: active, not root unless said. */
export function member(id: string, packageId: number, extra: Partial<ChainMember> = {}): ChainMember {
  return { id, packageId, active: true, isRoot: false, ...extra };
}

/** A chain of n active members a1..an on one package, the last one the root when `rootAt` says. */
export function chainOf(n: number, packageId: number, rootAt?: number): ChainMember[] {
  return Array.from({ length: n }, (_, i) => member(`a${i + 1}`, packageId, { isRoot: rootAt === i + 1 }));
}

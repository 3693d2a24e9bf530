import type { Kobo } from '../money/kobo';
import type { PercentE4 } from './percent';

/** Every kind of bonus the plan pays (docs/plan.md), as ledger entry kinds. */
export const BONUS_KINDS = [
  'referral_bonus',
  'placement_bonus',
  'welcome_bonus',
  'upgrade_bonus',
  'repurchase_bonus',
  'unilevel_bonus',
  'award_bonus',
  'signee_bonus',
  'stockist_upline_bonus',
  'rebate',
  'matching_bonus',
  'equilibrium_bonus',
  'loyalty_bonus',
  'profit_pool',
  'global_profit',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Why a bonus line was not paid (docs/money-and-ledger.md#forfeited-lines: nothing disappears silently). */
export const FORFEIT_REASONS = [
  /** The recipient is not active (package not approved, or deactivated). */
  'recipient_inactive',
  /** The percentage or amount setting that drives this line is 0 (or missing). */
  'setting_zero',
  /** The part of a bonus above the recipient's cap (matching bonus cap per run). */
  'cap_reached',
  /** The recipient does not qualify (fewer than 2 direct downlines, too few activations...). */
  'not_eligible',
  /** Nobody holds the recipient's place (no sponsor); recipientId is NO_RECIPIENT. */
  'no_recipient',
  /** The percentage is set but the result rounds down to 0 kobo. */
  'below_one_kobo',
] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

/** recipientId of a line forfeited for 'no_recipient'. */
export const NO_RECIPIENT = '';

/** Matching carry after a run, in PV per leg. */
export interface CarryPv {
  leftPv: number;
  rightPv: number;
}

/**
 * Why a line carries its amount: shown to the member next to every naira
 * (docs/money-and-ledger.md#explanations).
 */
export interface EntryExplanation {
  /** The amount the percentage (or rule) was applied to. */
  baseKobo: Kobo;
  /** 1 = parent (placement) or sponsor (sponsor chain). */
  generation?: number;
  percentE4?: PercentE4;
  /** The recipient's package whose setting row was used (or the package the event is about). */
  packageId?: number;
  /** Matching: pairs paid; equilibrium: pairs of new active descendants. */
  pairs?: number;
  /** Matching: the carry left after this run. */
  carry?: CarryPv;
  note?: string;
}

/**
 * One line a rule plans. A paid line credits amountKobo to recipientId. A forfeited line
 * credits nothing: amountKobo is what would have been paid, `forfeited.reason` why it was not.
 */
export interface PlannedEntry {
  recipientId: string;
  kind: BonusKind;
  amountKobo: Kobo;
  explanation: EntryExplanation;
  forfeited?: { reason: ForfeitReason };
}

/** A member in a generation chain (placement ancestors or sponsor chain), nearest first. */
export interface ChainMember {
  id: string;
  /** The member's current package: selects the setting row used for their generation. */
  packageId: number;
  active: boolean;
  /** The company root account: the walk stops after it (it is paid like any member). */
  isRoot: boolean;
}

/** A member who may receive a single bonus. */
export interface Recipient {
  id: string;
  active: boolean;
}

/**
 * Generation percentages per recipient package: table[packageId][g - 1] is generation g
 * (1..10). A missing row or generation counts as 0 (forfeited 'setting_zero').
 */
export type GenerationTable = Readonly<Record<number, readonly PercentE4[]>>;

/** The four generation tables of docs/plan.md#generation-bonuses (bonus_generation_settings.kind). */
export interface GenerationTables {
  referral: GenerationTable;
  upgrade: GenerationTable;
  unilevel: GenerationTable;
  stockistUpline: GenerationTable;
}

/** Number of generations every generation bonus walks. */
export const GENERATIONS = 10;

/** A registration package as the plan needs it (packages table). */
export interface PlanPackage {
  id: number;
  pointValue: number;
  registrationValueKobo: Kobo;
  pickupAmountKobo: Kobo;
  /** Matching bonus cap per run; 0 = no cap. */
  matchingBonusCapKobo: Kobo;
}

export type WithdrawalChargeType = 'percentage' | 'flat';

/**
 * The settings record (docs/plan.md#settings) in domain units: money in kobo, percentages in
 * PercentE4. Rules take the Pick<> of the fields they use, so the whole record can be passed.
 */
export interface PlanSettings {
  /** U: kobo per PV (unit_point_value). */
  unitPointValueKobo: Kobo;
  welcomeBonusPercentE4: PercentE4;
  placementBonusPercentE4: PercentE4;
  repurchaseBonusPercentE4: PercentE4;
  awardWinnerSponsorBonusPercentE4: PercentE4;
  awardWinnerDdBonusPercentE4: PercentE4;
  stockistReferralBonusPercentE4: PercentE4;
  matchingBonusTotalPv: number;
  matchingBonusPercentE4: PercentE4;
  /** Days between matching runs. */
  matchingBonusFrequency: number;
  /** equillibrum_bonus: naira per new pair of active descendants. */
  equilibriumBonusKobo: Kobo;
  loyaltyBonusPercentE4: PercentE4;
  profitPoolPercentE4: PercentE4;
  /** Months (1..12). */
  profitPoolDuration: number;
  profitPoolDaysOffset: number;
  profitPoolNumOfDownlines: number;
  /** Fixed pool; 0 = compute from PV. */
  globalProfitValueKobo: Kobo;
  globalProfitFirstPercentE4: PercentE4;
  globalProfitSecondPercentE4: PercentE4;
  nextGlobalProfitShareMonth: number;
  nextGlobalProfitShareDay: number;
  minimumWithdrawalKobo: Kobo;
  /** 0 = no maximum. */
  maximumWithdrawalKobo: Kobo;
  withdrawalChargeType: WithdrawalChargeType;
  /** `charge` when the type is flat. */
  withdrawalChargeFlatKobo: Kobo;
  /** `charge` when the type is percentage. */
  withdrawalChargePercentE4: PercentE4;
  /** Cap on a percentage fee; 0 = no cap. */
  withdrawalChargeCapKobo: Kobo;
  withdrawalType: 'weekly' | 'monthly';
  /** Weekly: 1 = Sunday … 7 = Saturday. Monthly: day 1..30. */
  withdrawalPeriod: number;
}

/** The result of a rule that plans entries for one event. */
export interface PlannedEvent {
  /** The amount the percentages of the event apply to (0 when the event has none). */
  baseKobo: Kobo;
  entries: PlannedEntry[];
}

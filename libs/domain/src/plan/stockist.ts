import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { percentBonus } from './entries';
import { generationBonus } from './generations';
import type { PercentE4 } from './percent';
import type {
  ChainMember,
  GenerationTable,
  PlanSettings,
  PlannedEntry,
  PlannedEvent,
  Recipient,
} from './types';

/** A stockist package as the plan needs it (stockist_packages table). */
export interface StockistPackage {
  id: number;
  registrationValueKobo: Kobo;
  pickupAmountKobo: Kobo;
  salesBonusPercentE4: PercentE4;
}

/**
 * The fee of a stockist upgrade: registration_value(target) − registration_value(current),
 * floored at 0. Only a package with a higher id is an upgrade.
 */
export function stockistUpgradeFee(
  current: Pick<StockistPackage, 'id' | 'registrationValueKobo'>,
  target: Pick<StockistPackage, 'id' | 'registrationValueKobo'>,
): { ok: true; feeKobo: Kobo } | { ok: false; reason: 'not_higher_package' } {
  if (target.id <= current.id) return { ok: false, reason: 'not_higher_package' };
  return {
    ok: true,
    feeKobo: kobo(Math.max(0, target.registrationValueKobo - current.registrationValueKobo)),
  };
}

/**
 * The upgrade pickup allowance an approved stockist upgrade adds:
 * pickup_amount(target) − pickup_amount(current), floored at 0
 * (docs/pickups-and-stockists.md#stock).
 */
export function stockistUpgradePickup(
  current: Pick<StockistPackage, 'pickupAmountKobo'>,
  target: Pick<StockistPackage, 'pickupAmountKobo'>,
): Kobo {
  return kobo(Math.max(0, target.pickupAmountKobo - current.pickupAmountKobo));
}

export type StockistFeeSource = 'registration' | 'upgrade' | 'restock';

export interface StockistFeeInput {
  /**
   * registration: the stockist package registration_value; upgrade: the difference
   * (stockistUpgradeFee); restock: the approved paid re-stock purchase total.
   */
  source: StockistFeeSource;
  feeKobo: Kobo;
  /** The member named as referrer on the stockist form (registration and upgrade only). */
  referrer: Recipient | null;
  /** Placement ancestors of the stockist's member account, generation 1 first. */
  placementChain: readonly ChainMember[];
  /** Stockist-upline rows by recipient package. */
  stockistUplineTable: GenerationTable;
  settings: Pick<PlanSettings, 'stockistReferralBonusPercentE4'>;
}

/**
 * Stockist registration or upgrade approved, or a paid re-stock purchase approved
 * (docs/plan.md#stockist-decisions):
 * - signee_bonus (registration and upgrade only): the form's referrer earns
 *   stockist_referral_bonus_percentage % of the fee (no referrer: forfeited 'no_recipient');
 * - stockist_upline_bonus: generations 1–10 of the placement chain on the fee, percentage from
 *   the stockist-upline row of the recipient's package.
 */
export function stockistFee(input: StockistFeeInput): PlannedEvent {
  const baseKobo = assertKobo(input.feeKobo);
  const entries: PlannedEntry[] = [];
  if (baseKobo > 0) {
    if (input.source !== 'restock') {
      entries.push(
        percentBonus(
          input.referrer,
          'signee_bonus',
          baseKobo,
          input.settings.stockistReferralBonusPercentE4,
          {
            note: `stockist ${input.source}`,
          },
        ),
      );
    }
    entries.push(
      ...generationBonus('stockist_upline_bonus', input.placementChain, input.stockistUplineTable, baseKobo),
    );
  }
  return { baseKobo, entries };
}

export interface RebateInput {
  /** The stockist's member account. */
  stockist: Recipient;
  /** The stockist's package sales_bonus_percentage. */
  salesBonusPercentE4: PercentE4;
  stockistPackageId?: number;
  /** The fulfilled member order's total price. */
  orderTotalKobo: Kobo;
}

/**
 * Member order fulfilled by a stockist (docs/plan.md#rebate): rebate = sales_bonus_percentage % × order
 * total.
 */
export function rebate(input: RebateInput): PlannedEvent {
  const baseKobo = assertKobo(input.orderTotalKobo);
  if (baseKobo === 0) return { baseKobo, entries: [] };
  const extra = input.stockistPackageId === undefined ? {} : { packageId: input.stockistPackageId };
  return {
    baseKobo,
    entries: [percentBonus(input.stockist, 'rebate', baseKobo, input.salesBonusPercentE4, extra)],
  };
}

import { percentBonus } from './entries';
import { generationBonus } from './generations';
import { pvValue } from './percent';
import type {
  ChainMember,
  GenerationTable,
  PlanSettings,
  PlannedEntry,
  PlannedEvent,
  Recipient,
} from './types';

export interface RepurchaseInput {
  /** The buyer of the repurchase_pickup order. */
  buyer: Recipient;
  /** Σ PV of the order lines. */
  orderPv: number;
  /** The SPONSOR chain: generation 1 = the buyer's sponsor, then the sponsor's sponsor… */
  sponsorChain: readonly ChainMember[];
  /** Unilevel rows by recipient package. */
  unilevelTable: GenerationTable;
  settings: Pick<PlanSettings, 'unitPointValueKobo' | 'repurchaseBonusPercentE4'>;
}

export interface RepurchaseResult extends PlannedEvent {
  /** PV to add to every placement ancestor's leg volume and CPV, and to the buyer's CPV. */
  pv: number;
}

/**
 * Product repurchase paid (docs/plan.md#product-repurchase). base = order PV × U.
 * - repurchase_bonus: the buyer earns repurchase_bonus_percentage % × base;
 * - unilevel_bonus: generations 1–10 of the sponsor chain, percentage from the unilevel row of
 *   the recipient's package.
 */
export function repurchase(input: RepurchaseInput): RepurchaseResult {
  const baseKobo = pvValue(input.orderPv, input.settings.unitPointValueKobo);
  const entries: PlannedEntry[] = [];
  if (baseKobo > 0) {
    entries.push(
      percentBonus(input.buyer, 'repurchase_bonus', baseKobo, input.settings.repurchaseBonusPercentE4),
    );
    entries.push(...generationBonus('unilevel_bonus', input.sponsorChain, input.unilevelTable, baseKobo));
  }
  return { baseKobo, entries, pv: input.orderPv };
}

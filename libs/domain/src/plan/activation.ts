import { percentBonus } from './entries';
import { generationBonus } from './generations';
import { pvValue } from './percent';
import type {
  ChainMember,
  GenerationTable,
  PlanPackage,
  PlanSettings,
  PlannedEntry,
  PlannedEvent,
  Recipient,
} from './types';

export interface PackageActivationInput {
  /** The member whose registration package payment was just approved (active from now on). */
  memberId: string;
  package: Pick<PlanPackage, 'id' | 'pointValue'>;
  /** Placement ancestors, generation 1 (the placement parent) first, up to the root. */
  placementChain: readonly ChainMember[];
  /** The sponsor (recruiter); null or the parent's id when the sponsor is the placement parent. */
  sponsor: Recipient | null;
  /** Referral-bonus rows by recipient package. */
  referralTable: GenerationTable;
  settings: Pick<PlanSettings, 'unitPointValueKobo' | 'welcomeBonusPercentE4' | 'placementBonusPercentE4'>;
}

export interface PackageActivationResult extends PlannedEvent {
  /** PV to add to every placement ancestor's leg volume and CPV, and to the member's CPV. */
  pv: number;
}

/**
 * Package activation (docs/plan.md#package-activation). base = PV(package) × U.
 * - referral_bonus, generations 1–10 of the placement chain, percentage from the referral row
 *   of the recipient's package;
 * - placement_bonus to the sponsor when the sponsor is not the placement parent;
 * - welcome_bonus to the new member.
 */
export function packageActivation(input: PackageActivationInput): PackageActivationResult {
  const { settings } = input;
  const baseKobo = pvValue(input.package.pointValue, settings.unitPointValueKobo);
  const entries: PlannedEntry[] = generationBonus(
    'referral_bonus',
    input.placementChain,
    input.referralTable,
    baseKobo,
  );
  if (baseKobo > 0) {
    const parentId = input.placementChain[0]?.id;
    if (input.sponsor && input.sponsor.id !== parentId) {
      entries.push(
        percentBonus(input.sponsor, 'placement_bonus', baseKobo, settings.placementBonusPercentE4, {
          packageId: input.package.id,
        }),
      );
    }
    entries.push(
      percentBonus(
        { id: input.memberId, active: true },
        'welcome_bonus',
        baseKobo,
        settings.welcomeBonusPercentE4,
        {
          packageId: input.package.id,
        },
      ),
    );
  }
  return { baseKobo, entries, pv: input.package.pointValue };
}

import { assertKobo, type Kobo } from '../money/kobo';
import { percentBonus } from './entries';
import type { PlanSettings, PlannedEntry, PlannedEvent, Recipient } from './types';

export interface AwardBonusInput {
  claimantId: string;
  /** The incentive's worth. */
  worthKobo: Kobo;
  /** The claimant's sponsor; null when there is none (the root). */
  sponsor: Recipient | null;
  /** The claimant's direct placement children (at most two). */
  directChildren: readonly Recipient[];
  settings: Pick<PlanSettings, 'awardWinnerSponsorBonusPercentE4' | 'awardWinnerDdBonusPercentE4'>;
}

/**
 * Incentive claim approved (docs/plan.md#award-bonus): award_bonus of award_winner_sponsor_bonus_percentage %
 * of the worth to the claimant's sponsor (a missing sponsor is forfeited 'no_recipient'), and
 * award_winner_dd_bonus_percentage % of the worth to each direct placement child.
 */
export function awardBonus(input: AwardBonusInput): PlannedEvent {
  const baseKobo = assertKobo(input.worthKobo);
  const entries: PlannedEntry[] = [];
  if (baseKobo > 0) {
    const note = `incentive of ${input.claimantId}`;
    entries.push(
      percentBonus(input.sponsor, 'award_bonus', baseKobo, input.settings.awardWinnerSponsorBonusPercentE4, {
        note: `sponsor: ${note}`,
      }),
    );
    for (const child of input.directChildren) {
      entries.push(
        percentBonus(child, 'award_bonus', baseKobo, input.settings.awardWinnerDdBonusPercentE4, {
          note: `direct downline: ${note}`,
        }),
      );
    }
  }
  return { baseKobo, entries };
}

import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { decide, percentBonus } from './entries';
import type { PlanSettings, PlannedEntry, Recipient } from './types';

export interface EquilibriumInput {
  member: Recipient;
  /** The member's direct placement children (0–2), each a loyalty recipient. */
  directChildren: readonly Recipient[];
  /** Descendants that became active since the last run. */
  newActiveDescendants: number;
  /**
   * An unpaired descendant left by the last run (0 or 1), when the caller keeps it; 04 only
   * says floor(count / 2), so passing 0 every run is the literal reading.
   */
  carriedDescendants?: number;
}

export interface EquilibriumResult {
  entries: PlannedEntry[];
  pairs: number;
  /** The equilibrium amount actually paid to the member (the loyalty base). */
  paidKobo: Kobo;
  /** Descendants left unpaired (count % 2), for the next run if the caller carries them. */
  leftoverDescendants: number;
}

/** Equilibrium and loyalty need at least this many direct downlines (docs/plan.md#equilibrium-bonus). */
export const EQUILIBRIUM_MIN_DIRECT_DOWNLINES = 2;

/**
 * The daily equilibrium run for one member (docs/plan.md#equilibrium-bonus): with at least 2 direct
 * downlines, the member earns equillibrum_bonus for every new pair of active descendants (floor(count / 2)).
 * Loyalty, same run: each direct child earns loyalty_bonus_percentage % of the equilibrium
 * amount just paid to the parent (nothing paid, no loyalty lines).
 * A member with fewer than 2 direct downlines is forfeited 'not_eligible' for the pairs.
 */
export function equilibrium(
  input: EquilibriumInput,
  settings: Pick<PlanSettings, 'equilibriumBonusKobo' | 'loyaltyBonusPercentE4'>,
): EquilibriumResult {
  const count = input.newActiveDescendants + (input.carriedDescendants ?? 0);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Not a descendant count: ${count}`);
  const pairs = Math.floor(count / 2);
  const leftoverDescendants = count % 2;
  if (pairs === 0) return { entries: [], pairs, paidKobo: kobo(0), leftoverDescendants };

  const unit = settings.equilibriumBonusKobo;
  const amount = assertKobo(pairs * unit);
  const explanation = { baseKobo: unit, pairs };
  const entries: PlannedEntry[] = [];
  let line: PlannedEntry;
  if (input.directChildren.length < EQUILIBRIUM_MIN_DIRECT_DOWNLINES && unit > 0) {
    line = {
      recipientId: input.member.id,
      kind: 'equilibrium_bonus',
      amountKobo: amount,
      explanation: { ...explanation, note: `${input.directChildren.length} direct downline(s), 2 needed` },
      forfeited: { reason: 'not_eligible' },
    };
  } else {
    line = decide(input.member, 'equilibrium_bonus', amount, explanation, unit === 0);
  }
  entries.push(line);
  const paidKobo = line.forfeited ? kobo(0) : line.amountKobo;
  if (paidKobo > 0) {
    for (const child of input.directChildren) {
      entries.push(
        percentBonus(child, 'loyalty_bonus', paidKobo, settings.loyaltyBonusPercentE4, {
          note: `equilibrium bonus of ${input.member.id}`,
        }),
      );
    }
  }
  return { entries, pairs, paidKobo, leftoverDescendants };
}

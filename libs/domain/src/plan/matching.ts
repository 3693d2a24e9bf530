import { kobo, type Kobo } from '../money/kobo';
import { forfeit, paid } from './entries';
import { assertPv, percentOfE4, pvValue } from './percent';
import type { CarryPv, PlanSettings, PlannedEntry } from './types';

export interface MatchingMemberInput {
  memberId: string;
  active: boolean;
  /** The member's package (for the explanation). */
  packageId: number;
  /** The package matching_bonus_cap per run; 0 = no cap. */
  matchingBonusCapKobo: Kobo;
  /** Leg volume (PV) gained since the last run. */
  newLeftPv: number;
  newRightPv: number;
  /** Carry left by the last run. */
  carry: CarryPv;
}

export interface MatchingResult {
  entries: PlannedEntry[];
  /** Pairs matched (0 for an inactive member: nothing is matched). */
  pairs: number;
  /** PV consumed from each leg: pairs × matching_bonus_total_pv. */
  matchedPvPerLeg: number;
  /** The carry to store for the next run. */
  carry: CarryPv;
}

/**
 * The matching bonus of one member for one run (docs/plan.md#matching-bonus). L and R = new leg volume +
 * carry; pairs = floor(min(L, R) / total_pv); bonus = pairs × total_pv × matching_bonus_percent % × U,
 * rounded down, capped at the package cap (0 = no cap; the excess is forfeited 'cap_reached').
 * Each leg keeps its volume minus pairs × total_pv as carry.
 *
 * An inactive member is not matched (04: "for each active member"): no line, all volume is
 * kept as carry for when they are active again. A 0 percentage still consumes the pairs and
 * records a 'setting_zero' line.
 */
export function matching(
  input: MatchingMemberInput,
  settings: Pick<PlanSettings, 'matchingBonusTotalPv' | 'matchingBonusPercentE4' | 'unitPointValueKobo'>,
): MatchingResult {
  const left = assertPv(input.newLeftPv) + assertPv(input.carry.leftPv);
  const right = assertPv(input.newRightPv) + assertPv(input.carry.rightPv);
  const totalPv = settings.matchingBonusTotalPv;
  if (!Number.isSafeInteger(totalPv) || totalPv < 1)
    throw new RangeError(`matching_bonus_total_pv: ${totalPv}`);
  if (!input.active) {
    return { entries: [], pairs: 0, matchedPvPerLeg: 0, carry: { leftPv: left, rightPv: right } };
  }
  const pairs = Math.floor(Math.min(left, right) / totalPv);
  const matchedPvPerLeg = pairs * totalPv;
  const carry = { leftPv: left - matchedPvPerLeg, rightPv: right - matchedPvPerLeg };
  if (pairs === 0) return { entries: [], pairs, matchedPvPerLeg, carry };

  const p = settings.matchingBonusPercentE4;
  const baseKobo = pvValue(matchedPvPerLeg, settings.unitPointValueKobo);
  const explanation = { baseKobo, percentE4: p, packageId: input.packageId, pairs, carry };
  const id = input.memberId;
  if (p === 0)
    return {
      entries: [forfeit(id, 'matching_bonus', kobo(0), explanation, 'setting_zero')],
      pairs,
      matchedPvPerLeg,
      carry,
    };

  const amount = percentOfE4(baseKobo, p);
  const cap = kobo(input.matchingBonusCapKobo);
  const entries: PlannedEntry[] = [];
  if (amount === 0) {
    entries.push(forfeit(id, 'matching_bonus', amount, explanation, 'below_one_kobo'));
  } else if (cap > 0 && amount > cap) {
    entries.push(
      paid(id, 'matching_bonus', cap, { ...explanation, note: 'capped at the package matching cap' }),
    );
    entries.push(
      forfeit(
        id,
        'matching_bonus',
        kobo(amount - cap),
        { ...explanation, note: 'above the package matching cap' },
        'cap_reached',
      ),
    );
  } else {
    entries.push(paid(id, 'matching_bonus', amount, explanation));
  }
  return { entries, pairs, matchedPvPerLeg, carry };
}

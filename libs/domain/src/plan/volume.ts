import { assertPv } from './percent';

export type Leg = 'left' | 'right';

/** Placement position 1 is the left leg, 2 the right (users.placement_position). */
export function legOfPosition(position: 1 | 2): Leg {
  return position === 1 ? 'left' : 'right';
}

export interface VolumeCredit {
  ancestorId: string;
  leg: Leg;
  pv: number;
}

/**
 * Where PV goes when a member activates, upgrades or repurchases (docs/trees-and-placement.md#leg-volumes):
 * into the leg of every placement ancestor (all of them, not only 10) on the side the member's branch hangs,
 * and into their CPV. `path` is the member and its ancestors' placement positions: path[0] is the
 * member's position under ancestors[0], path[i] the position of ancestors[i - 1] under
 * ancestors[i]. The member's own CPV grows too (not returned here).
 */
export function legVolumeCredits(
  ancestors: readonly { id: string }[],
  path: readonly (1 | 2)[],
  pv: number,
): VolumeCredit[] {
  assertPv(pv);
  if (pv === 0) return [];
  return ancestors.map((ancestor, i) => {
    const position = path[i];
    if (position !== 1 && position !== 2)
      throw new RangeError(`No placement position for generation ${i + 1}`);
    return { ancestorId: ancestor.id, leg: legOfPosition(position), pv };
  });
}

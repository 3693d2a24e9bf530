import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, expectDeterministic } from './test-properties';
import { legOfPosition, legVolumeCredits, type VolumeCredit } from './volume';

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe('legVolumeCredits', () => {
  it.each<{
    name: string;
    ancestors: { id: string }[];
    path: (1 | 2)[];
    pv: number;
    credits: VolumeCredit[];
  }>([
    {
      name: 'credits each ancestor on the side its branch hangs',
      // The member is the right child (2) of a1; a1 is the left child (1) of a2; a2 the right of
      // root. Silver 20 PV goes whole into a1's right leg, a2's left leg and root's right leg:
      // 3 ancestors × 20 = 60 PV credited in all.
      ancestors: ids('a1', 'a2', 'root'),
      path: [2, 1, 2],
      pv: 20,
      credits: [
        { ancestorId: 'a1', leg: 'right', pv: 20 },
        { ancestorId: 'a2', leg: 'left', pv: 20 },
        { ancestorId: 'root', leg: 'right', pv: 20 },
      ],
    },
    {
      name: 'a member placed directly under the root credits only the root',
      // Starter 5 PV as the root's left child (1): root's left leg + 5.
      ancestors: ids('root'),
      path: [1],
      pv: 5,
      credits: [{ ancestorId: 'root', leg: 'left', pv: 5 }],
    },
    {
      name: 'an upgrade credits ΔPV, not the new package PV',
      // Bronze (10 PV) → Gold (40 PV): ΔPV = 40 − 10 = 30 into both ancestors' left legs.
      ancestors: ids('a1', 'root'),
      path: [1, 1],
      pv: 30,
      credits: [
        { ancestorId: 'a1', leg: 'left', pv: 30 },
        { ancestorId: 'root', leg: 'left', pv: 30 },
      ],
    },
    {
      name: 'a repurchase credits the order PV',
      // Black Seed Oil 3 PV, the buyer is the right child of the root: root's right leg + 3.
      ancestors: ids('root'),
      path: [2],
      pv: 3,
      credits: [{ ancestorId: 'root', leg: 'right', pv: 3 }],
    },
    {
      name: 'the root itself has no ancestors to credit',
      // The root activates (or repurchases): nobody above it, no credit (its own CPV grows).
      ancestors: [],
      path: [],
      pv: 160,
      credits: [],
    },
    {
      name: 'no PV, no credit',
      // 0 PV (a 0 PV package or order) adds nothing anywhere.
      ancestors: ids('a1'),
      path: [1],
      pv: 0,
      credits: [],
    },
    {
      name: 'positions beyond the ancestors are ignored',
      // path[1] would be a1's position under a missing ancestor: only a1 (right) is credited.
      ancestors: ids('a1'),
      path: [2, 1],
      pv: 10,
      credits: [{ ancestorId: 'a1', leg: 'right', pv: 10 }],
    },
  ])('$name', ({ ancestors, path, pv, credits }) => {
    expect(legVolumeCredits(ancestors, path, pv)).toEqual(credits);
  });

  it.each([
    // 25 ancestors all on the left: 25 credits of 5 PV = 125 PV (no 10-generation limit).
    [25, 5, 125],
    // 10 ancestors × 20 PV = 200 PV.
    [10, 20, 200],
    // 11 ancestors × 1 PV = 11: the 11th generation is credited too.
    [11, 1, 11],
  ])('walks every ancestor, beyond 10 generations: %i ancestors × %i PV = %i PV', (n, pv, total) => {
    const ancestors = Array.from({ length: n }, (_, i) => ({ id: `a${i}` }));
    const credits = legVolumeCredits(ancestors, Array(n).fill(1), pv);
    expect(credits).toHaveLength(n);
    expect(credits.reduce((sum, c) => sum + c.pv, 0)).toBe(total);
  });

  it.each<[string, { id: string }[], (1 | 2)[], number]>([
    // Two ancestors but one position: generation 2's side is unknown.
    ['a missing position', ids('a1', 'a2'), [1], 5],
    // Position 3 does not exist in a binary tree.
    ['a position that is not 1 or 2', ids('a1'), [3] as unknown as (1 | 2)[], 5],
    // PV is whole points: 2.5 and −1 are refused, never rounded.
    ['a fractional PV', ids('a1'), [1], 2.5],
    ['a negative PV', ids('a1'), [1], -1],
  ])('throws on %s', (_, ancestors, path, pv) => {
    expect(() => legVolumeCredits(ancestors, path, pv)).toThrow(RangeError);
  });

  it.each([
    // users.placement_position 1 is the left leg, 2 the right.
    [1, 'left'],
    [2, 'right'],
  ] as const)('maps position %i to the %s leg', (position, leg) => {
    expect(legOfPosition(position)).toBe(leg);
  });
});

const inputArb = fc
  .record({
    path: fc.array(fc.constantFrom<1 | 2>(1, 2), { maxLength: 40 }),
    pv: fc.nat(1_000_000),
  })
  .map(({ path, pv }) => ({ ancestors: path.map((_, i) => ({ id: `a${i}` })), path, pv }));

describe('legVolumeCredits properties', () => {
  it('every ancestor gets the whole PV once, on its side; nothing is lost, split or rounded', () => {
    fc.assert(
      fc.property(inputArb, ({ ancestors, path, pv }) => {
        const credits = legVolumeCredits(ancestors, path, pv);
        if (pv === 0) {
          check(credits.length === 0, () => 'credit without PV');
          return;
        }
        check(credits.length === ancestors.length, () => `${credits.length} credits`);
        credits.forEach((credit, i) => {
          check(credit.ancestorId === ancestors[i]!.id, () => `credit ${i} to ${credit.ancestorId}`);
          check(credit.leg === (path[i] === 1 ? 'left' : 'right'), () => `credit ${i} on ${credit.leg}`);
          check(credit.pv === pv && Number.isSafeInteger(credit.pv), () => `credit ${i} of ${credit.pv}`);
        });
        // Σ credited = PV × ancestors: one whole PV per ancestor.
        check(credits.reduce((sum, c) => sum + c.pv, 0) === pv * ancestors.length, () => 'total');
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expectDeterministic(({ ancestors, path, pv }) => legVolumeCredits(ancestors, path, pv), input);
      }),
    );
  });
});

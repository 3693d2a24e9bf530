import { describe, expect, it } from 'vitest';
import { legOfPosition, legVolumeCredits } from './volume';

describe('legVolumeCredits', () => {
  it('credits each ancestor on the side its branch hangs', () => {
    // The member is the right child (2) of a1; a1 is the left child (1) of a2; a2 the right of root.
    expect(legVolumeCredits([{ id: 'a1' }, { id: 'a2' }, { id: 'root' }], [2, 1, 2], 20)).toEqual([
      { ancestorId: 'a1', leg: 'right', pv: 20 },
      { ancestorId: 'a2', leg: 'left', pv: 20 },
      { ancestorId: 'root', leg: 'right', pv: 20 },
    ]);
  });

  it('walks every ancestor, beyond 10 generations', () => {
    const ancestors = Array.from({ length: 25 }, (_, i) => ({ id: `a${i}` }));
    expect(legVolumeCredits(ancestors, Array(25).fill(1), 5)).toHaveLength(25);
  });

  it('no PV, no credit; a missing position throws', () => {
    expect(legVolumeCredits([{ id: 'a1' }], [1], 0)).toEqual([]);
    expect(() => legVolumeCredits([{ id: 'a1' }, { id: 'a2' }], [1], 5)).toThrow(RangeError);
  });

  it('maps positions', () => {
    expect(legOfPosition(1)).toBe('left');
    expect(legOfPosition(2)).toBe('right');
  });
});

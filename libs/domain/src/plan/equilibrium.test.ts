import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { equilibrium, type EquilibriumInput } from './equilibrium';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';

const two = [
  { id: 'l', active: true },
  { id: 'r', active: true },
];

function run(overrides: Partial<EquilibriumInput> = {}, settings = SETTINGS) {
  return equilibrium(
    { member: { id: 'm', active: true }, directChildren: two, newActiveDescendants: 5, ...overrides },
    settings,
  );
}

describe('equilibrium and loyalty', () => {
  it('pays per new pair of active descendants, and loyalty to each direct child', () => {
    // 5 new active descendants → floor(5 / 2) = 2 pairs × ₦1,000 = ₦2,000.00 = 200000 kobo;
    // 1 left over. Loyalty 2% × ₦2,000 = ₦40.00 = 4000 kobo to each of the two children.
    const result = run();
    expect(result.pairs).toBe(2);
    expect(result.leftoverDescendants).toBe(1);
    expect(result.paidKobo).toBe(200_000);
    expect(result.entries).toEqual([
      {
        recipientId: 'm',
        kind: 'equilibrium_bonus',
        amountKobo: 200_000,
        explanation: { baseKobo: 100_000, pairs: 2 },
      },
      {
        recipientId: 'l',
        kind: 'loyalty_bonus',
        amountKobo: 4_000,
        explanation: { baseKobo: 200_000, percentE4: 20_000, note: 'equilibrium bonus of m' },
      },
      {
        recipientId: 'r',
        kind: 'loyalty_bonus',
        amountKobo: 4_000,
        explanation: { baseKobo: 200_000, percentE4: 20_000, note: 'equilibrium bonus of m' },
      },
    ]);
  });

  it('uses a carried unpaired descendant when given', () => {
    // 1 new + 1 carried = 2 → 1 pair.
    expect(run({ newActiveDescendants: 1, carriedDescendants: 1 }).pairs).toBe(1);
    expect(run({ newActiveDescendants: 1 }).entries).toEqual([]);
  });

  it('a member with fewer than 2 direct downlines is not eligible; no loyalty', () => {
    const result = run({ directChildren: [{ id: 'l', active: true }] });
    expect(result.paidKobo).toBe(0);
    expect(result.entries).toMatchObject([
      { recipientId: 'm', amountKobo: 200_000, forfeited: { reason: 'not_eligible' } },
    ]);
  });

  it('an inactive member forfeits; no loyalty is paid on nothing', () => {
    const result = run({ member: { id: 'm', active: false } });
    expect(result.entries).toMatchObject([
      { amountKobo: 200_000, forfeited: { reason: 'recipient_inactive' } },
    ]);
  });

  it('an inactive child forfeits its loyalty', () => {
    const result = run({ directChildren: [two[0]!, { id: 'r', active: false }] });
    expect(result.entries[2]).toMatchObject({
      recipientId: 'r',
      amountKobo: 4_000,
      forfeited: { reason: 'recipient_inactive' },
    });
  });

  it('0 settings are recorded as setting_zero', () => {
    expect(run({}, { ...SETTINGS, equilibriumBonusKobo: kobo(0) }).entries).toMatchObject([
      { amountKobo: 0, forfeited: { reason: 'setting_zero' } },
    ]);
    const noLoyalty = run({}, { ...SETTINGS, loyaltyBonusPercentE4: percentE4(0) });
    expect(noLoyalty.entries.slice(1)).toMatchObject([
      { amountKobo: 0, forfeited: { reason: 'setting_zero' } },
      { amountKobo: 0, forfeited: { reason: 'setting_zero' } },
    ]);
  });

  it('rounds loyalty down', () => {
    // 1 pair × ₦3.33 = 333 kobo; loyalty 2% = 6.66 kobo → 6.
    const result = run({ newActiveDescendants: 2 }, { ...SETTINGS, equilibriumBonusKobo: kobo(333) });
    expect(result.entries.map((e) => e.amountKobo)).toEqual([333, 6, 6]);
  });
});

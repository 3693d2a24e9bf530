import { describe, expect, it } from 'vitest';
import { withdrawableNow } from '../BalanceHero/BalanceHero';
import { earningExplanation, type RecentEarning } from '../RecentEarnings/RecentEarnings';
import { generationsText, unpaidReason, type UnpaidGroup } from './UnpaidEarnings';

const settings = {
  minimum_withdrawal: 2000,
  maximum_withdrawal: 200000,
  withdrawal_charge_type: 'percentage' as const,
  charge: 1.5,
  withdrawal_charge_cap: 1000,
};

describe('withdrawableNow', () => {
  it('is the balance up to the maximum, with the charge rounded down and capped', () => {
    expect(withdrawableNow(2000, settings, false)).toEqual({
      state: 'ready',
      amount: 2000,
      fee: 30,
      payout: 1970,
    });
    expect(withdrawableNow(333.33 + 2000, settings, false)).toEqual({
      state: 'ready',
      amount: 2333.33,
      fee: 34.99,
      payout: 2298.34,
    });
    expect(withdrawableNow(500000, settings, false)).toEqual({
      state: 'ready',
      amount: 200000,
      fee: 1000,
      payout: 199000,
    });
  });

  it('says what is missing to the minimum, and that a pending request blocks another', () => {
    expect(withdrawableNow(1999.99, settings, false)).toEqual({
      state: 'below_minimum',
      minimum: 2000,
      missing: 0.01,
    });
    expect(withdrawableNow(5000, settings, true)).toEqual({ state: 'pending' });
    expect(withdrawableNow(5000, null, false)).toEqual({ state: 'unknown' });
  });
});

describe('unpaid and recent earnings in words', () => {
  const group: UnpaidGroup = {
    kind: 'referral_bonus',
    reason: 'setting_zero',
    count: 3,
    amount: 2625,
    generations: [3, 4, 5],
    paid_generations: 2,
    upgrade_package: { id: 2, name: 'Bronze' },
  };

  it('names the generations and the upgrade', () => {
    expect(generationsText([3])).toBe('generation 3');
    expect(generationsText([3, 4])).toBe('generations 3 and 4');
    expect(generationsText([3, 4, 5])).toBe('generations 3 to 5');
    expect(generationsText([3, 5, 7])).toBe('generations 3, 5 and 7');
    expect(unpaidReason(group, 'Starter')).toBe(
      'Your Starter package pays 2 generations of the referral bonus: ₦2,625.00 from generations 3 to 5 went unpaid. Upgrade to Bronze to earn it.',
    );
    expect(unpaidReason({ ...group, upgrade_package: null, amount: 0, generations: [9] }, 'Starter')).toBe(
      'No package pays generation 9 of the referral bonus.',
    );
    expect(unpaidReason({ ...group, reason: 'recipient_inactive', generations: [] }, 'Starter')).toBe(
      '₦2,625.00 of referral bonus came while your account was not active, so it was not paid.',
    );
  });

  it('explains a credit from what the ledger recorded', () => {
    const earning: RecentEarning = {
      id: 1,
      kind: 'unilevel_bonus',
      amount: 12.34,
      created_at: '2026-11-20T10:00:00.000Z',
      description: 'Repurchase order 7',
      from_username: 'tunde',
      generation: 3,
      percentage: 2.5,
      base: 493.6,
      note: null,
    };
    expect(earningExplanation(earning)).toBe('From tunde, 3rd generation, 2.5% of ₦493.60.');
    expect(
      earningExplanation({ ...earning, from_username: null, generation: null, percentage: null, base: null }),
    ).toBe('Repurchase order 7');
  });
});

import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { awardBonus } from './award';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';
import { NO_RECIPIENT } from './types';

describe('awardBonus', () => {
  it('pays the sponsor and each direct downline', () => {
    // Smartphone worth ₦150,000: sponsor 10% = ₦15,000.00 = 1500000 kobo;
    // each direct downline 2% = ₦3,000.00 = 300000 kobo; the inactive child is forfeited.
    const result = awardBonus({
      claimantId: 'c',
      worthKobo: nairaToKobo(150_000),
      sponsor: { id: 's', active: true },
      directChildren: [
        { id: 'l', active: true },
        { id: 'r', active: false },
      ],
      settings: SETTINGS,
    });
    expect(result.baseKobo).toBe(15_000_000);
    expect(result.entries.map((e) => [e.recipientId, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['s', 1_500_000, undefined],
      ['l', 300_000, undefined],
      ['r', 300_000, 'recipient_inactive'],
    ]);
    expect(result.entries[0]!.explanation).toEqual({
      baseKobo: 15_000_000,
      percentE4: 100_000,
      note: 'sponsor: incentive of c',
    });
  });

  it('records a missing sponsor as no_recipient and 0 settings as setting_zero', () => {
    // ₦333.33 worth: DD 2% = 666.66 kobo → 666.
    const result = awardBonus({
      claimantId: 'c',
      worthKobo: kobo(33_333),
      sponsor: null,
      directChildren: [{ id: 'l', active: true }],
      settings: { ...SETTINGS, awardWinnerSponsorBonusPercentE4: percentE4(0) },
    });
    expect(result.entries.map((e) => [e.recipientId, e.amountKobo, e.forfeited?.reason])).toEqual([
      [NO_RECIPIENT, 0, 'no_recipient'],
      ['l', 666, undefined],
    ]);
  });

  it('plans nothing for an incentive worth 0', () => {
    const result = awardBonus({
      claimantId: 'c',
      worthKobo: kobo(0),
      sponsor: { id: 's', active: true },
      directChildren: [],
      settings: SETTINGS,
    });
    expect(result.entries).toEqual([]);
  });
});

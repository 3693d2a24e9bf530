import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { parsePercent, percentE4 } from './percent';
import { rebate, stockistFee, stockistUpgradeFee } from './stockist';
import { chainOf, member, ONE_PERCENT_TABLE, SETTINGS } from './test-fixtures';

const naira = nairaToKobo;

describe('stockistFee', () => {
  const base = {
    referrer: { id: 'ref', active: true },
    placementChain: [member('a1', 6), member('a2', 2)],
    stockistUplineTable: ONE_PERCENT_TABLE,
    settings: SETTINGS,
  };

  it('registration: signee bonus to the referrer and stockist upline generations', () => {
    // Mobile Stockist fee ₦350,000: signee 5% = ₦17,500.00 = 1750000 kobo;
    // upline 1% = ₦3,500.00 = 350000 kobo at generations 1 (Diamond) and 2 (Bronze).
    const result = stockistFee({ ...base, source: 'registration', feeKobo: naira(350_000) });
    expect(
      result.entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.explanation.generation]),
    ).toEqual([
      ['signee_bonus', 'ref', 1_750_000, undefined],
      ['stockist_upline_bonus', 'a1', 350_000, 1],
      ['stockist_upline_bonus', 'a2', 350_000, 2],
    ]);
    expect(result.entries[0]!.explanation.note).toBe('stockist registration');
  });

  it('upgrade: on the registration value difference', () => {
    // Mobile ₦350,000 → State ₦1,000,000: fee ₦650,000; signee 5% = ₦32,500 = 3250000 kobo.
    const fee = stockistUpgradeFee(
      { id: 1, registrationValueKobo: naira(350_000) },
      { id: 2, registrationValueKobo: naira(1_000_000) },
    );
    expect(fee).toEqual({ ok: true, feeKobo: naira(650_000) });
    const result = stockistFee({ ...base, source: 'upgrade', feeKobo: naira(650_000) });
    expect(result.entries[0]).toMatchObject({ kind: 'signee_bonus', amountKobo: 3_250_000 });
  });

  it('refuses a stockist "upgrade" to a lower package', () => {
    expect(
      stockistUpgradeFee(
        { id: 2, registrationValueKobo: kobo(5) },
        { id: 1, registrationValueKobo: kobo(9) },
      ),
    ).toEqual({ ok: false, reason: 'not_higher_package' });
  });

  it('re-stock: only the upline bonus', () => {
    // Re-stock of ₦123,456.78: 1% = 123456.78 kobo → 123456.
    const result = stockistFee({ ...base, source: 'restock', feeKobo: naira(123_456.78) });
    expect(result.entries.map((e) => [e.kind, e.amountKobo])).toEqual([
      ['stockist_upline_bonus', 123_456],
      ['stockist_upline_bonus', 123_456],
    ]);
  });

  it('no referrer on the form: the signee bonus is forfeited no_recipient', () => {
    const result = stockistFee({ ...base, referrer: null, source: 'registration', feeKobo: naira(350_000) });
    expect(result.entries[0]).toMatchObject({
      kind: 'signee_bonus',
      recipientId: '',
      amountKobo: 1_750_000,
      forfeited: { reason: 'no_recipient' },
    });
  });

  it('the walk stops at the root', () => {
    const result = stockistFee({
      ...base,
      placementChain: chainOf(5, 6, 2),
      source: 'restock',
      feeKobo: naira(1_000),
    });
    expect(result.entries.map((e) => e.recipientId)).toEqual(['a1', 'a2']);
  });
});

describe('rebate', () => {
  it.each([
    // State Stockist 8% × ₦12,345.67 = 98765.36 kobo → 98765
    [8, 12_345.67, 98_765],
    // Mobile Stockist 5% × ₦10,000 = ₦500.00
    [5, 10_000, 50_000],
  ])('%s%% of ₦%s is %i kobo', (p, total, expected) => {
    const result = rebate({
      stockist: { id: 'st', active: true },
      salesBonusPercentE4: parsePercent(p),
      stockistPackageId: 2,
      orderTotalKobo: naira(total),
    });
    expect(result.entries).toEqual([
      {
        recipientId: 'st',
        kind: 'rebate',
        amountKobo: expected,
        explanation: { baseKobo: naira(total), percentE4: parsePercent(p), packageId: 2 },
      },
    ]);
  });

  it('a 0 percentage is recorded as setting_zero', () => {
    const result = rebate({
      stockist: { id: 'st', active: true },
      salesBonusPercentE4: percentE4(0),
      orderTotalKobo: naira(100),
    });
    expect(result.entries[0]).toMatchObject({ amountKobo: 0, forfeited: { reason: 'setting_zero' } });
  });
});

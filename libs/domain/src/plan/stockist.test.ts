import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { maxGenerationPercentSum } from './generations';
import { parsePercent, percentE4 } from './percent';
import {
  rebate,
  stockistFee,
  stockistUpgradeFee,
  stockistUpgradePickup,
  type StockistFeeInput,
} from './stockist';
import { chainOf, member, ONE_PERCENT_TABLE, SETTINGS } from './test-fixtures';
import {
  chainArb,
  check,
  expectDeterministic,
  expectFloorOfShare,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
  koboArb,
  percentArb,
  tableArb,
} from './test-properties';

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

describe('stockistUpgradePickup', () => {
  it('adds the pickup difference of the two packages, never less than nothing', () => {
    const mobile = { pickupAmountKobo: nairaToKobo(350_000) };
    const state = { pickupAmountKobo: nairaToKobo(1_000_000) };
    expect(stockistUpgradePickup(mobile, state)).toBe(nairaToKobo(650_000));
    expect(stockistUpgradePickup(state, mobile)).toBe(kobo(0));
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

const feeArb = fc.record({
  source: fc.constantFrom<StockistFeeInput['source']>('registration', 'upgrade', 'restock'),
  fee: koboArb,
  referrer: fc.option(fc.record({ id: fc.constant('ref'), active: fc.boolean() })),
  chain: chainArb,
  table: tableArb,
  signee: percentArb,
});

function buildFee(raw: typeof feeArb extends fc.Arbitrary<infer T> ? T : never): StockistFeeInput {
  return {
    source: raw.source,
    feeKobo: kobo(raw.fee),
    referrer: raw.referrer,
    placementChain: raw.chain,
    stockistUplineTable: raw.table,
    settings: { stockistReferralBonusPercentE4: raw.signee },
  };
}

describe('stockistFee properties (signee and stockist upline)', () => {
  it('never rounds up and pays no more than signee% (not on re-stock) + the upline table', () => {
    fc.assert(
      fc.property(feeArb, (raw) => {
        const input = buildFee(raw);
        const { baseKobo, entries } = stockistFee(input);
        check(baseKobo === raw.fee, () => `base ${baseKobo}`);
        if (raw.fee === 0) {
          check(entries.length === 0, () => 'lines on a 0 fee');
          return;
        }
        const signee = entries.filter((e) => e.kind === 'signee_bonus');
        const upline = entries.filter((e) => e.kind === 'stockist_upline_bonus');
        check(signee.length + upline.length === entries.length, () => 'unexpected kind');
        // One signee line, first, for a registration or an upgrade; none for a re-stock.
        check(signee.length === (raw.source === 'restock' ? 0 : 1), () => `${signee.length} signee lines`);
        if (signee.length === 1) {
          check(entries[0] === signee[0], () => 'signee line not first');
          expectFloorOfShare(signee[0]!.amountKobo, baseKobo, raw.signee);
        }
        // Upline: generations 1, 2… of the placement chain, at most 10, none past the root.
        check(upline.length <= 10, () => `${upline.length} generations`);
        const rootAt = raw.chain.findIndex((m) => m.isRoot);
        if (rootAt >= 0) check(upline.length <= rootAt + 1, () => 'walked past the root');
        upline.forEach((e, i) => {
          check(
            e.explanation.generation === i + 1 && e.recipientId === raw.chain[i]!.id,
            () => `generation ${i}`,
          );
        });
        expectPercentLinesFloored(entries, baseKobo);
        const maxUpline = maxGenerationPercentSum(input.stockistUplineTable);
        expectPaidWithin(upline, baseKobo, maxUpline);
        expectPaidWithin(entries, baseKobo, (raw.source === 'restock' ? 0 : raw.signee) + maxUpline);
        expectPaidOnlyToActive(entries, (id) =>
          id === 'ref' ? raw.referrer?.active : raw.chain.find((m) => m.id === id)?.active,
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(feeArb, (raw) => void expectDeterministic(stockistFee, buildFee(raw))));
  });

  it('an upgrade fee is the registration difference floored at 0, only to a higher package', () => {
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.nat(5),
        koboArb,
        koboArb,
        (currentId, targetId, currentValue, targetValue) => {
          const input = {
            current: { id: currentId, registrationValueKobo: kobo(currentValue) },
            target: { id: targetId, registrationValueKobo: kobo(targetValue) },
          };
          const fee = expectDeterministic(
            ({ current, target }) => stockistUpgradeFee(current, target),
            input,
          );
          if (targetId <= currentId) {
            check(!fee.ok && fee.reason === 'not_higher_package', () => JSON.stringify(fee));
          } else {
            check(fee.ok && fee.feeKobo === Math.max(0, targetValue - currentValue), () =>
              JSON.stringify(fee),
            );
          }
        },
      ),
    );
  });
});

const rebateArb = fc.record({
  active: fc.boolean(),
  percent: percentArb,
  total: koboArb,
  packageId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
});

describe('rebate properties', () => {
  it('one floored line (none on a 0 order), never above the sales bonus %, only to an active stockist', () => {
    fc.assert(
      fc.property(rebateArb, (raw) => {
        const result = expectDeterministic(rebate, {
          stockist: { id: 'st', active: raw.active },
          salesBonusPercentE4: raw.percent,
          orderTotalKobo: kobo(raw.total),
          ...(raw.packageId === undefined ? {} : { stockistPackageId: raw.packageId }),
        });
        check(result.baseKobo === raw.total, () => `base ${result.baseKobo}`);
        check(result.entries.length === (raw.total === 0 ? 0 : 1), () => `${result.entries.length} lines`);
        expectPercentLinesFloored(result.entries, raw.total);
        expectPaidWithin(result.entries, raw.total, raw.percent);
        expectPaidOnlyToActive(result.entries, () => raw.active);
        for (const e of result.entries) {
          check(e.kind === 'rebate' && e.recipientId === 'st', () => 'line');
          check(e.explanation.packageId === raw.packageId, () => 'package');
        }
      }),
    );
  });
});

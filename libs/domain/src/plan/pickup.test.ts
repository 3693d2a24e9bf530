import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import {
  checkPickupOrder,
  registrationPickupAllowance,
  remainingPickupAllowance,
  upgradePickupAllowance,
} from './pickup';
import { PACKAGES } from './test-fixtures';

const naira = nairaToKobo;

describe('pickup allowances', () => {
  it('registration allowance is the package pickup amount', () => {
    expect(registrationPickupAllowance(PACKAGES[3]!)).toBe(naira(70_000));
  });

  it('upgrade allowance sums the pickup differences', () => {
    // Starter → Silver: ₦70,000 − ₦17,500 = ₦52,500; Silver → Diamond: ₦560,000 − ₦70,000 = ₦490,000.
    // Total ₦542,500.
    expect(
      upgradePickupAllowance([
        { from: PACKAGES[1]!, to: PACKAGES[3]! },
        { from: PACKAGES[3]!, to: PACKAGES[6]! },
      ]),
    ).toBe(naira(542_500));
    expect(upgradePickupAllowance([])).toBe(0);
    expect(() => upgradePickupAllowance([{ from: PACKAGES[3]!, to: PACKAGES[1]! }])).toThrow(RangeError);
  });

  it('remaining never goes below 0', () => {
    expect(remainingPickupAllowance(naira(100), naira(150))).toBe(0);
  });
});

describe('checkPickupOrder', () => {
  it.each([
    // ₦70,000 allowance, ₦50,000 consumed → ₦20,000 left; an order of exactly ₦20,000 fits.
    [70_000, 50_000, 20_000, { ok: true, remainingBeforeKobo: naira(20_000), remainingAfterKobo: 0 }],
    [70_000, 50_000, 20_000.01, { ok: false, reason: 'over_allowance', remainingKobo: naira(20_000) }],
    [70_000, 0, 0, { ok: false, reason: 'empty_order', remainingKobo: naira(70_000) }],
    [70_000, 0, 8_500, { ok: true, remainingBeforeKobo: naira(70_000), remainingAfterKobo: naira(61_500) }],
  ])('allowance ₦%s, consumed ₦%s, order ₦%s', (allowance, consumed, order, expected) => {
    expect(
      checkPickupOrder({
        allowanceKobo: naira(allowance),
        consumedKobo: naira(consumed),
        orderTotalKobo: naira(order),
      }),
    ).toEqual(expected);
  });

  it('refuses a negative order', () => {
    expect(
      checkPickupOrder({ allowanceKobo: kobo(10), consumedKobo: kobo(0), orderTotalKobo: kobo(-1) }).ok,
    ).toBe(false);
  });
});

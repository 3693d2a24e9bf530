import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import {
  checkPickupOrder,
  registrationPickupAllowance,
  remainingPickupAllowance,
  upgradePickupAllowance,
} from './pickup';
import { PACKAGES } from './test-fixtures';
import { check, expectDeterministic, koboArb } from './test-properties';

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

/** Packages 1..n with random PV, prices and pickup amounts (not always increasing). */
const packagesArb = fc
  .array(fc.record({ pointValue: fc.nat(1_000), registration: koboArb, pickup: koboArb }), {
    minLength: 2,
    maxLength: 8,
  })
  .map((rows) =>
    rows.map((r, i) => ({
      id: i + 1,
      pointValue: r.pointValue,
      registrationValueKobo: kobo(r.registration),
      pickupAmountKobo: kobo(r.pickup),
    })),
  );

describe('pickup properties', () => {
  it('an order is accepted exactly when 0 < total ≤ what remains, and never overdraws', () => {
    fc.assert(
      fc.property(
        koboArb,
        koboArb,
        fc.integer({ min: -10, max: 1_000_000_000_000 }),
        (allowance, consumed, order) => {
          const input = {
            allowanceKobo: kobo(allowance),
            consumedKobo: kobo(consumed),
            orderTotalKobo: kobo(order),
          };
          const remaining = Math.max(0, allowance - consumed);
          check(remainingPickupAllowance(kobo(allowance), kobo(consumed)) === remaining, () => 'remaining');
          const result = expectDeterministic(checkPickupOrder, input);
          if (order > 0 && order <= remaining) {
            check(result.ok, () => `refused ${order} of ${remaining}`);
            check(result.remainingBeforeKobo === remaining, () => 'remaining before');
            // remaining after + order = remaining before, and never below 0.
            check(
              result.remainingAfterKobo === remaining - order && result.remainingAfterKobo >= 0,
              () => 'after',
            );
          } else {
            check(!result.ok, () => `accepted ${order} of ${remaining}`);
            check(result.reason === (order <= 0 ? 'empty_order' : 'over_allowance'), () => result.reason);
            check(result.remainingKobo === remaining, () => 'remaining on refusal');
          }
        },
      ),
    );
  });

  it('orders sharing one allowance never consume more than it', () => {
    fc.assert(
      fc.property(
        koboArb,
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 }),
        (allowance, orders) => {
          let consumed = 0;
          for (const order of orders) {
            const result = checkPickupOrder({
              allowanceKobo: kobo(allowance),
              consumedKobo: kobo(consumed),
              orderTotalKobo: kobo(order),
            });
            if (result.ok) consumed += order;
            check(consumed <= allowance, () => `consumed ${consumed} of ${allowance}`);
          }
          check(
            remainingPickupAllowance(kobo(allowance), kobo(consumed)) === allowance - consumed,
            () => 'left',
          );
        },
      ),
    );
  });

  it('the upgrade allowance is the Σ of floored pickup differences; by steps or at once when pickups grow', () => {
    fc.assert(
      fc.property(packagesArb, (pkgs) => {
        const steps = pkgs.slice(1).map((to, i) => ({ from: pkgs[i]!, to }));
        const allowance = expectDeterministic(upgradePickupAllowance, steps);
        const expected = steps.reduce(
          (sum, s) => sum + Math.max(0, s.to.pickupAmountKobo - s.from.pickupAmountKobo),
          0,
        );
        check(
          allowance === expected && Number.isSafeInteger(allowance) && allowance >= 0,
          () => `${allowance}`,
        );
        // Never less than the direct upgrade from the first to the last package.
        const direct = upgradePickupAllowance([{ from: pkgs[0]!, to: pkgs.at(-1)! }]);
        check(allowance >= direct, () => `steps ${allowance} < direct ${direct}`);
        // With non-decreasing pickup amounts the steps telescope: last − first, exactly.
        const sorted = [...pkgs]
          .map((p) => p.pickupAmountKobo)
          .sort((a, b) => a - b)
          .map((pickupAmountKobo, i) => ({ ...pkgs[i]!, pickupAmountKobo }));
        const sortedSteps = sorted.slice(1).map((to, i) => ({ from: sorted[i]!, to }));
        check(
          upgradePickupAllowance(sortedSteps) ===
            sorted.at(-1)!.pickupAmountKobo - sorted[0]!.pickupAmountKobo,
          () => 'telescoping',
        );
        check(registrationPickupAllowance(pkgs[0]!) === pkgs[0]!.pickupAmountKobo, () => 'registration');
      }),
    );
  });
});

import { kobo, type Kobo } from '../money/kobo';
import { percentOfE4 } from './percent';
import type { PlanSettings } from './types';

export type WithdrawalChargeSettings = Pick<
  PlanSettings,
  | 'withdrawalChargeType'
  | 'withdrawalChargeFlatKobo'
  | 'withdrawalChargePercentE4'
  | 'withdrawalChargeCapKobo'
>;

/**
 * The fee on a withdrawal (docs/money-and-ledger.md#withdrawal-fee): `charge` naira when the type is flat,
 * otherwise amount × charge% rounded down, capped at withdrawal_charge_cap (a cap of 0 means no cap,
 * as for the matching cap). The wallet is debited the amount; the bank receives amount − fee.
 */
export function withdrawalFee(amountKobo: Kobo, settings: WithdrawalChargeSettings): Kobo {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0) {
    throw new RangeError(`Not a withdrawal amount: ${amountKobo}`);
  }
  if (settings.withdrawalChargeType === 'flat') return settings.withdrawalChargeFlatKobo;
  const fee = percentOfE4(amountKobo, settings.withdrawalChargePercentE4);
  const cap = settings.withdrawalChargeCapKobo;
  return cap > 0 && fee > cap ? cap : fee;
}

export type WithdrawalRefusal =
  /** Not a positive whole number of kobo. */
  | 'invalid_amount'
  /** Another withdrawal of this member is still pending. */
  | 'pending_withdrawal'
  | 'below_minimum'
  | 'above_maximum'
  /** More than the wallet balance. */
  | 'insufficient_balance'
  /** The fee would take the whole amount: the bank would receive nothing. */
  | 'fee_exceeds_amount';

export interface WithdrawalRequestInput {
  amountKobo: Kobo;
  balanceKobo: Kobo;
  hasPendingWithdrawal: boolean;
  settings: WithdrawalChargeSettings & Pick<PlanSettings, 'minimumWithdrawalKobo' | 'maximumWithdrawalKobo'>;
}

export type WithdrawalValidation =
  { ok: true; amountKobo: Kobo; feeKobo: Kobo; netKobo: Kobo } | { ok: false; reason: WithdrawalRefusal };

/**
 * Whether a member may withdraw `amountKobo` now (docs/money-and-ledger.md#withdrawals): a positive amount
 * between the minimum and the maximum (a maximum of 0 means no maximum), at most the balance, no other
 * withdrawal pending, and a fee smaller than the amount. On success, the fee and what the bank receives.
 * The first failing check (in the order of WithdrawalRefusal) is the reason.
 */
export function validateWithdrawal(input: WithdrawalRequestInput): WithdrawalValidation {
  const { amountKobo, balanceKobo, settings } = input;
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) return { ok: false, reason: 'invalid_amount' };
  if (input.hasPendingWithdrawal) return { ok: false, reason: 'pending_withdrawal' };
  if (amountKobo < settings.minimumWithdrawalKobo) return { ok: false, reason: 'below_minimum' };
  if (settings.maximumWithdrawalKobo > 0 && amountKobo > settings.maximumWithdrawalKobo) {
    return { ok: false, reason: 'above_maximum' };
  }
  if (amountKobo > balanceKobo) return { ok: false, reason: 'insufficient_balance' };
  const feeKobo = withdrawalFee(amountKobo, settings);
  if (feeKobo >= amountKobo) return { ok: false, reason: 'fee_exceeds_amount' };
  return { ok: true, amountKobo, feeKobo, netKobo: kobo(amountKobo - feeKobo) };
}

/**
 * Whether the automated payout runs on `date` (docs/money-and-ledger.md#automated-payouts): weekly on
 * withdrawal_period 1 = Sunday … 7 = Saturday, monthly on day withdrawal_period (1–30). `date` is read in
 * UTC: pass the local (Lagos) calendar date, e.g. via lagosDate().
 */
export function isAutomatedPayoutDay(
  date: Date,
  settings: Pick<PlanSettings, 'withdrawalType' | 'withdrawalPeriod'>,
): boolean {
  if (settings.withdrawalType === 'weekly') return date.getUTCDay() + 1 === settings.withdrawalPeriod;
  return date.getUTCDate() === settings.withdrawalPeriod;
}

export interface AutomatedPayoutInput {
  /** The member's standing withdrawal_amount; 0 = none. */
  standingAmountKobo: Kobo;
  balanceKobo: Kobo;
  bankVerified: boolean;
  hasPendingWithdrawal: boolean;
  settings: WithdrawalRequestInput['settings'];
}

/**
 * Whether a member gets an automated withdrawal of their standing amount on a payout day:
 * a standing amount, verified bank details, and the same checks as a request.
 */
export function automatedPayout(
  input: AutomatedPayoutInput,
): WithdrawalValidation | { ok: false; reason: 'no_standing_amount' | 'bank_not_verified' } {
  if (input.standingAmountKobo <= 0) return { ok: false, reason: 'no_standing_amount' };
  if (!input.bankVerified) return { ok: false, reason: 'bank_not_verified' };
  return validateWithdrawal({
    amountKobo: input.standingAmountKobo,
    balanceKobo: input.balanceKobo,
    hasPendingWithdrawal: input.hasPendingWithdrawal,
    settings: input.settings,
  });
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  contract,
  formatKobo,
  formatNaira,
  kobo,
  koboToNaira,
  nairaToKobo,
  parsePercent,
  percentE4,
  type Kobo,
  type WithdrawalChargeSettings,
  withdrawalFee,
} from '@kola/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import {
  StyledWithdrawalBreakdown,
  StyledWithdrawalForm,
  StyledWithdrawalLoading,
  StyledWithdrawalNotice,
  StyledWithdrawalRow,
} from './WithdrawalForm.styles';

export const WITHDRAWAL_AMOUNT_INVALID = 'withdrawal amount is invalid';
/** The notice while the settings are being read. */
export const SETTINGS_LOADING = 'Loading the withdrawal charge and limits…';
/** The notice when the settings could not be read. */
export const SETTINGS_UNAVAILABLE =
  'The withdrawal charge and limits could not be loaded. They are checked when you submit.';

/** The withdrawal fields of GET /settings/all (naira; `charge` is a percentage or naira by type). */
export interface WithdrawalSettings {
  charge: number;
  withdrawal_charge_type: 'percentage' | 'flat';
  withdrawal_charge_cap: number;
  minimum_withdrawal: number;
  maximum_withdrawal: number;
}

export interface WithdrawalFormValues {
  /** Naira. */
  amount: number;
}

export interface WithdrawalFormProps {
  /**
   * The charge and limits; null when they could not be read (the notice then says so, and only
   * the format and the balance are checked here: the server checks the limits on submit).
   */
  settings: WithdrawalSettings | null;
  /**
   * The settings are still being read: the notice shows a spinner instead of the charge and
   * limits, and the field and button wait (disabled) until they arrive.
   */
  loading?: boolean;
  /** Naira; when given, more than the balance is refused. */
  walletBalance?: number;
  /** POST /withdrawals/{id}/initiate. The field clears when it resolves. */
  onSubmit: (values: WithdrawalFormValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  /** E.g. "Withdrawal Request successful". */
  success?: string | null | undefined;
  /** E.g. while a withdrawal is pending; `disabledReason` says why. */
  disabled?: boolean;
  disabledReason?: string;
}

const AMOUNT_PATTERN = /^[0-9]+(\.[0-9]{1,2})?$/;

function chargeSettings(settings: WithdrawalSettings): WithdrawalChargeSettings | null {
  try {
    const flat = settings.withdrawal_charge_type === 'flat';
    return {
      withdrawalChargeType: settings.withdrawal_charge_type,
      withdrawalChargeFlatKobo: flat ? nairaToKobo(settings.charge) : kobo(0),
      withdrawalChargePercentE4: flat ? percentE4(0) : parsePercent(settings.charge),
      withdrawalChargeCapKobo: nairaToKobo(settings.withdrawal_charge_cap),
    };
  } catch {
    return null;
  }
}

/** Naira text to kobo, or null when it is not a plain amount with at most two decimals. */
function parseAmount(text: string): Kobo | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  try {
    return nairaToKobo(Number(trimmed));
  } catch {
    return null;
  }
}

/**
 * Fee and payout of a withdrawal (docs/money-and-ledger.md#withdrawal-fee), in kobo through @kola/domain: a
 * flat charge, or min(amount × charge%, cap) rounded down to the kobo (a cap of 0 means no cap).
 */
export function withdrawalBreakdown(
  amount: number,
  settings: WithdrawalSettings,
): { fee: number; payout: number } | null {
  const charges = chargeSettings(settings);
  if (!charges) return null;
  try {
    const amountKobo = nairaToKobo(amount);
    if (amountKobo <= 0) return null;
    const feeKobo = withdrawalFee(amountKobo, charges);
    return { fee: koboToNaira(feeKobo), payout: koboToNaira(Math.max(0, amountKobo - feeKobo)) };
  } catch {
    return null;
  }
}

/** The form's schema for these limits and balance (built at render time; the contract test builds one too). */
export function withdrawalSchema(settings: WithdrawalSettings | null, walletBalance: number | undefined) {
  const charges = settings ? chargeSettings(settings) : null;
  const minimum = settings && settings.minimum_withdrawal > 0 ? settings.minimum_withdrawal : 1;
  const minimumKobo = nairaToKobo(minimum);
  const maximumKobo =
    settings && settings.maximum_withdrawal > 0 ? nairaToKobo(settings.maximum_withdrawal) : null;
  const balanceKobo = walletBalance !== undefined ? nairaToKobo(walletBalance) : null;
  return contractForm(
    'WithdrawalForm',
    contract.zInitiateWithdrawalBody,
    z.object({
      amount: z.string().check(
        z.superRefine((value, ctx) => {
          const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
          if (value.trim() === '') return issue('Withdrawal amount is required');
          const amountKobo = parseAmount(value);
          if (amountKobo === null) return issue(WITHDRAWAL_AMOUNT_INVALID);
          if (amountKobo < minimumKobo) return issue(`The minimum withdrawal is ${formatKobo(minimumKobo)}`);
          if (maximumKobo !== null && amountKobo > maximumKobo) {
            return issue(`The maximum withdrawal is ${formatKobo(maximumKobo)}`);
          }
          if (balanceKobo !== null && amountKobo > balanceKobo) {
            return issue('The amount is more than your wallet balance');
          }
          if (charges && withdrawalFee(amountKobo, charges) >= amountKobo) {
            return issue('The charge would take the whole amount');
          }
          return undefined;
        }),
      ),
    }),
    { toBody: { amount: asNumber } },
  );
}

type Fields = { amount: string };

function chargeText(settings: WithdrawalSettings): string {
  if (settings.withdrawal_charge_type === 'flat') {
    return `A charge of ${formatNaira(settings.charge)} applies to every withdrawal.`;
  }
  const cap =
    settings.withdrawal_charge_cap > 0 ? `, at most ${formatNaira(settings.withdrawal_charge_cap)}` : '';
  return `A charge of ${settings.charge}% of the amount applies to every withdrawal${cap}.`;
}

/**
 * The Transactions tab's withdrawal request: a notice with the charge, minimum and maximum, an
 * amount field, and the fee and what the bank receives as the member types.
 */
export function WithdrawalForm({
  settings,
  loading = false,
  walletBalance,
  onSubmit,
  submitting = false,
  error,
  success,
  disabled = false,
  disabledReason,
}: WithdrawalFormProps) {
  const schema = useMemo(() => withdrawalSchema(settings, walletBalance), [settings, walletBalance]);
  const form = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const amountText = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const amountKobo = parseAmount(amountText);
  const breakdown =
    amountKobo !== null && settings ? withdrawalBreakdown(koboToNaira(amountKobo), settings) : null;
  const busy = submitting || form.formState.isSubmitting;
  const minimum = settings && settings.minimum_withdrawal > 0 ? settings.minimum_withdrawal : 1;
  const locked = disabled || loading;

  return (
    <StyledWithdrawalForm>
      <StyledWithdrawalNotice aria-label="Withdrawal charges and limits" aria-busy={loading || undefined}>
        {loading ? (
          <StyledWithdrawalLoading role="status">
            <Spinner size="sm" label={null} />
            {SETTINGS_LOADING}
          </StyledWithdrawalLoading>
        ) : (
          <p>{settings ? chargeText(settings) : SETTINGS_UNAVAILABLE}</p>
        )}
        <dl>
          {settings && !loading ? (
            <>
              <div>
                <dt>Minimum withdrawal</dt>
                <dd>{formatNaira(minimum)}</dd>
              </div>
              <div>
                <dt>Maximum withdrawal</dt>
                <dd>
                  {settings.maximum_withdrawal > 0 ? formatNaira(settings.maximum_withdrawal) : 'No maximum'}
                </dd>
              </div>
            </>
          ) : null}
          {walletBalance !== undefined ? (
            <div>
              <dt>Wallet balance</dt>
              <dd>{formatNaira(walletBalance)}</dd>
            </div>
          ) : null}
        </dl>
      </StyledWithdrawalNotice>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      {disabled && disabledReason ? <Alert tone="info">{disabledReason}</Alert> : null}
      <Form {...form}>
        <StyledWithdrawalRow
          noValidate
          aria-label="Withdraw"
          onSubmit={form.handleSubmit(async (values) => {
            const parsed = parseAmount(values.amount);
            if (parsed === null) return;
            try {
              await onSubmit({ amount: koboToNaira(parsed) });
              form.reset();
            } catch {
              // The page reports the failure through `error`; the amount stays for a retry.
            }
          })}
        >
          <FormField
            control={form.control}
            name="amount"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Withdrawal amount (₦)</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} disabled={locked} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" loading={busy} disabled={locked}>
            Withdraw
          </Button>
        </StyledWithdrawalRow>
      </Form>
      <StyledWithdrawalBreakdown aria-live="polite">
        {breakdown ? (
          <dl>
            <div>
              <dt>Charge</dt>
              <dd>{formatNaira(breakdown.fee)}</dd>
            </div>
            <div>
              <dt>Your bank receives</dt>
              <dd>{formatNaira(breakdown.payout)}</dd>
            </div>
          </dl>
        ) : null}
      </StyledWithdrawalBreakdown>
    </StyledWithdrawalForm>
  );
}

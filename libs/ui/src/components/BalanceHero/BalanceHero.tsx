import { nairaToKobo } from '@kola/domain';
import { useId, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StyledStatCardSkeleton } from '../StatCard/StatCard.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import { withdrawalBreakdown, type WithdrawalSettings } from '../WithdrawalForm/WithdrawalForm';
import {
  StyledBalanceHero,
  StyledBalanceHeroAction,
  StyledBalanceHeroAmount,
  StyledBalanceHeroFigures,
  StyledBalanceHeroLabel,
  StyledBalanceHeroMain,
  StyledBalanceHeroTop,
  StyledBalanceHeroWithdrawable,
} from './BalanceHero.styles';

/** The wallet figures in naira, as GET /bonuses/{uuid}/wallet-balance names them. */
export interface BalanceHeroAmounts {
  wallet_balance: number;
  total_bonus: number;
  total_withdrawals: number;
  total_wallet_payments?: number | undefined;
}

/** What a member can withdraw right now (docs/money-and-ledger.md#withdrawals). */
export type Withdrawable =
  | { state: 'ready'; amount: number; fee: number; payout: number }
  | { state: 'pending' }
  | { state: 'below_minimum'; minimum: number; missing: number }
  /** The settings could not be read: the request itself checks the limits. */
  | { state: 'unknown' };

/**
 * The most a member may withdraw now: the balance, capped at the maximum, when no withdrawal is
 * pending and it reaches the minimum; with its charge and what the bank receives.
 */
export function withdrawableNow(
  balance: number,
  settings: WithdrawalSettings | null | undefined,
  pending: boolean,
): Withdrawable {
  if (pending) return { state: 'pending' };
  if (!settings) return { state: 'unknown' };
  const minimum = Math.max(settings.minimum_withdrawal, 0.01);
  const amount = settings.maximum_withdrawal > 0 ? Math.min(balance, settings.maximum_withdrawal) : balance;
  const breakdown = amount >= minimum ? withdrawalBreakdown(amount, settings) : null;
  if (!breakdown || breakdown.payout <= 0) {
    const missing = (nairaToKobo(minimum) - nairaToKobo(Math.max(balance, 0))) / 100;
    return { state: 'below_minimum', minimum, missing: Math.max(missing, 0) };
  }
  return { state: 'ready', amount, fee: breakdown.fee, payout: breakdown.payout };
}

export interface BalanceHeroProps {
  /** Undefined while loading. */
  amounts?: BalanceHeroAmounts | undefined;
  /** The withdrawal limits and charge; null when they could not be read, undefined while loading. */
  settings?: WithdrawalSettings | null | undefined;
  /** A withdrawal is waiting for approval: no other can be requested. */
  pendingWithdrawal?: boolean;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** E.g. a "Withdraw" link to the wallet page. */
  action?: ReactNode;
}

function WithdrawableLine({ withdrawable }: { withdrawable: Withdrawable }) {
  switch (withdrawable.state) {
    case 'ready':
      return (
        <>
          You can withdraw <strong>{<NairaAmount value={withdrawable.amount} />}</strong> now. Your bank
          receives <NairaAmount value={withdrawable.payout} /> after the{' '}
          <NairaAmount value={withdrawable.fee} /> charge.
        </>
      );
    case 'pending':
      return <>A withdrawal is waiting for approval. You can request another once it is processed.</>;
    case 'below_minimum':
      return (
        <>
          Withdrawals start at <NairaAmount value={withdrawable.minimum} />:{' '}
          <strong>
            <NairaAmount value={withdrawable.missing} />
          </strong>{' '}
          to go.
        </>
      );
    case 'unknown':
      return <>The withdrawal limits could not be loaded. They are checked when you request a withdrawal.</>;
  }
}

/**
 * The dashboard's first block (docs/screens/member.md#dashboard): the wallet balance, large, and what
 * can be withdrawn from it now (minimum, maximum, charge, pending request), then the totals it
 * comes from.
 */
export function BalanceHero({
  amounts,
  settings,
  pendingWithdrawal = false,
  loading = false,
  error,
  onRetry,
  action,
}: BalanceHeroProps) {
  const labelId = useId();
  if (error) {
    return (
      <StyledBalanceHero aria-label="Wallet balance" data-state="error">
        <Alert tone="danger" title="We could not load the wallet">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledBalanceHero>
    );
  }
  const busy = loading || !amounts;
  const withPayments = amounts?.total_wallet_payments !== undefined;
  return (
    <StyledBalanceHero aria-labelledby={labelId} aria-busy={busy || undefined}>
      <StyledBalanceHeroTop>
        <StyledBalanceHeroMain role="group" aria-labelledby={labelId}>
          <StyledBalanceHeroLabel id={labelId}>Wallet balance</StyledBalanceHeroLabel>
          <StyledBalanceHeroAmount>
            {busy ? (
              <>
                <StyledStatCardSkeleton aria-hidden="true" $width="12rem" />
                <StyledVisuallyHidden>Loading</StyledVisuallyHidden>
              </>
            ) : (
              <NairaAmount value={amounts.wallet_balance} />
            )}
          </StyledBalanceHeroAmount>
        </StyledBalanceHeroMain>
        {action ? <StyledBalanceHeroAction>{action}</StyledBalanceHeroAction> : null}
      </StyledBalanceHeroTop>
      <StyledBalanceHeroWithdrawable data-testid="withdrawable">
        {busy || settings === undefined ? (
          'Working out what you can withdraw…'
        ) : (
          <WithdrawableLine
            withdrawable={withdrawableNow(amounts.wallet_balance, settings, pendingWithdrawal)}
          />
        )}
      </StyledBalanceHeroWithdrawable>
      <StyledBalanceHeroFigures>
        <div>
          <dt>Total bonus</dt>
          <dd>{busy ? '…' : <NairaAmount value={amounts.total_bonus} />}</dd>
        </div>
        <div>
          <dt>Total withdrawals</dt>
          <dd>{busy ? '…' : <NairaAmount value={amounts.total_withdrawals} />}</dd>
        </div>
        {withPayments || busy ? (
          <div>
            <dt>Wallet payments</dt>
            <dd>{busy ? '…' : <NairaAmount value={amounts.total_wallet_payments} />}</dd>
          </div>
        ) : null}
      </StyledBalanceHeroFigures>
    </StyledBalanceHero>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledProviderBalance,
  StyledProviderBalanceHint,
  StyledProviderBalanceLabel,
  StyledProviderBalanceSkeleton,
  StyledProviderBalanceValue,
} from './ProviderBalanceCard.styles';

/** GET /payments/provider-wallet-balance (ProviderWalletBalance). */
export interface ProviderWalletBalance {
  /** Naira available for payouts. */
  available_balance: number;
  currency?: string;
  /** Which payout provider answered. */
  provider?: string;
}

export const RELOAD_DATA = 'Reload Data';
export const PROVIDER_BALANCE_LOAD_ERROR = 'We could not load the provider balance';
export const PROVIDER_BALANCE_EMPTY_TEXT =
  'The provider wallet is empty: payouts cannot be sent until it is funded.';

const PROVIDER_NAMES: Record<string, string> = { paystack: 'Paystack', sandbox: 'Sandbox (test mode)' };

/** "Paystack" for paystack; unknown providers are shown as sent. */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

export interface ProviderBalanceCardProps {
  /** Undefined or null before the first answer. */
  balance?: ProviderWalletBalance | null | undefined;
  /** The first load: a skeleton instead of the figure. */
  loading?: boolean;
  /** A reload is running: the last figure stays, the button shows a spinner. */
  reloading?: boolean;
  /** Why the balance could not be loaded (e.g. the server's message); Reload Data retries. */
  error?: ReactNode;
  /** "Reload Data": fetch the balance again. */
  onReload: () => void;
  title?: string;
}

/**
 * The payment provider's wallet balance on the withdrawal settings
 * (docs/screens/back-office.md#withdrawal-settings), with a "Reload Data" button; loading, reloading, error
 * and empty states.
 */
export function ProviderBalanceCard({
  balance,
  loading = false,
  reloading = false,
  error,
  onReload,
  title = 'Payment provider balance',
}: ProviderBalanceCardProps) {
  const firstLoad = loading || (!balance && !error);
  const reload = (
    <Button variant="secondary" size="sm" loading={reloading} disabled={loading} onClick={onReload}>
      {RELOAD_DATA}
    </Button>
  );

  let body: ReactNode;
  if (error && !loading && !reloading) {
    body = (
      <Alert tone="danger" title={PROVIDER_BALANCE_LOAD_ERROR}>
        {error}
      </Alert>
    );
  } else if (firstLoad || !balance) {
    body = (
      <StyledProviderBalance aria-busy="true" data-state="loading">
        <StyledProviderBalanceLabel>Available balance</StyledProviderBalanceLabel>
        <StyledProviderBalanceSkeleton aria-hidden="true" />
        <StyledVisuallyHidden>Loading</StyledVisuallyHidden>
      </StyledProviderBalance>
    );
  } else {
    const empty = balance.available_balance <= 0;
    body = (
      <StyledProviderBalance
        aria-busy={reloading || undefined}
        data-state={reloading ? 'reloading' : empty ? 'empty' : 'ready'}
      >
        <StyledProviderBalanceLabel>Available balance</StyledProviderBalanceLabel>
        <StyledProviderBalanceValue data-state={reloading ? 'reloading' : undefined}>
          <NairaAmount value={balance.available_balance} />
        </StyledProviderBalanceValue>
        {balance.provider ? (
          <StyledProviderBalanceHint>
            In the {providerName(balance.provider)} wallet{balance.currency ? ` (${balance.currency})` : ''}
          </StyledProviderBalanceHint>
        ) : null}
        {empty ? <Alert tone="warning">{PROVIDER_BALANCE_EMPTY_TEXT}</Alert> : null}
      </StyledProviderBalance>
    );
  }

  return (
    <Card title={title} actions={reload}>
      {body}
    </Card>
  );
}

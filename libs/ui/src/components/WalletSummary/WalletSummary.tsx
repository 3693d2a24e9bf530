import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount, type NairaLocale } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconMoney, StatIconWallet } from '../StatCard/StatCardIcons';
import { StyledStatCardSkeleton } from '../StatCard/StatCard.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledWalletSummary,
  StyledWalletSummaryCards,
  StyledWalletSummaryColumn,
  StyledWalletSummaryColumns,
  StyledWalletSummaryTerm,
  StyledWalletSummaryValue,
} from './WalletSummary.styles';

/** A member's wallet in naira, named as the API names it (bonuses/{id}/wallet-balance and friends). */
export interface WalletSummaryAmounts {
  /** TB: every bonus credited. */
  total_bonus: number;
  /** TW: every withdrawal. */
  total_withdrawals: number;
  /** Paid for packages or products from the wallet (docs/money-and-ledger.md#wallets); shown when given. */
  total_wallet_payments?: number | undefined;
  /** TB − TW (− wallet payments), as the server computed it. */
  wallet_balance: number;
  /** TRB: referral bonus (columns layout). */
  referral_bonus?: number | undefined;
  /** TEB: matching bonus (columns layout). */
  matching_bonus?: number | undefined;
  /** TLB: unilevel bonus (columns layout). */
  unilevel_bonus?: number | undefined;
  /** GPS: global pool share (columns layout). */
  global_profit?: number | undefined;
}

export type WalletSummaryLayout = 'cards' | 'columns';

export interface WalletSummaryProps {
  /** Undefined while loading. */
  amounts?: WalletSummaryAmounts | undefined;
  /**
   * `cards`: total bonus, total withdrawals and wallet balance (the dashboard and the Wallet
   * Summary tab). `columns`: TRB, TEB, TLB, GPS, TB, TW and wallet balance (the variant layout of
   * the wallet page, also the admin's member Wallet tab).
   */
  layout?: WalletSummaryLayout;
  loading?: boolean;
  /** A failed load, shown instead of the figures (e.g. "An error occurred"). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Accessible name of the section. */
  title?: string;
  locale?: NairaLocale;
}

interface Column {
  abbr: string | null;
  name: string;
  pick: (amounts: WalletSummaryAmounts) => number | undefined;
  total?: boolean;
}

/**
 * The column names of the screens (docs/screens/member.md#wallet, docs/screens/back-office.md#members ›
 * Wallet tab).
 */
export const WALLET_COLUMNS: readonly Column[] = [
  { abbr: 'TRB', name: 'Referral bonus', pick: (a) => a.referral_bonus },
  { abbr: 'TEB', name: 'Matching bonus', pick: (a) => a.matching_bonus },
  { abbr: 'TLB', name: 'Unilevel bonus', pick: (a) => a.unilevel_bonus },
  { abbr: 'GPS', name: 'Global pool', pick: (a) => a.global_profit },
  { abbr: 'TB', name: 'Total bonus', pick: (a) => a.total_bonus },
  { abbr: 'TW', name: 'Total withdrawals', pick: (a) => a.total_withdrawals },
  { abbr: null, name: 'Wallet balance', pick: (a) => a.wallet_balance, total: true },
];

/** Total bonus, total withdrawals and wallet balance, as cards or as the TRB … TW columns. */
export function WalletSummary({
  amounts,
  layout = 'cards',
  loading = false,
  error,
  onRetry,
  title = 'Wallet summary',
  locale,
}: WalletSummaryProps) {
  if (error) {
    return (
      <StyledWalletSummary aria-label={title} data-layout={layout}>
        <Alert tone="danger" title="We could not load the wallet">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledWalletSummary>
    );
  }

  const busy = loading || !amounts;

  if (layout === 'columns') {
    return (
      <StyledWalletSummary aria-label={title} aria-busy={busy || undefined} data-layout={layout}>
        <StyledWalletSummaryColumns>
          {WALLET_COLUMNS.map((column) => (
            <StyledWalletSummaryColumn key={column.name} data-total={column.total ? 'true' : undefined}>
              <StyledWalletSummaryTerm>
                {column.abbr ? <abbr title={column.name}>{column.abbr}</abbr> : null}
                <span>{column.name}</span>
              </StyledWalletSummaryTerm>
              <StyledWalletSummaryValue>
                {busy ? (
                  <>
                    <StyledStatCardSkeleton aria-hidden="true" data-testid="wallet-summary-skeleton" />
                    <StyledVisuallyHidden>Loading</StyledVisuallyHidden>
                  </>
                ) : (
                  <NairaAmount value={amounts ? column.pick(amounts) : null} locale={locale} />
                )}
              </StyledWalletSummaryValue>
            </StyledWalletSummaryColumn>
          ))}
        </StyledWalletSummaryColumns>
      </StyledWalletSummary>
    );
  }

  const withPayments = amounts?.total_wallet_payments !== undefined;
  return (
    <StyledWalletSummary aria-label={title} aria-busy={busy || undefined} data-layout={layout}>
      <StyledWalletSummaryCards>
        <StatCard
          label="Total bonus"
          icon={<StatIconMoney />}
          loading={busy}
          value={<NairaAmount value={amounts?.total_bonus} locale={locale} />}
        />
        <StatCard
          label="Total withdrawals"
          icon={<StatIconWallet />}
          loading={busy}
          value={<NairaAmount value={amounts?.total_withdrawals} locale={locale} />}
        />
        {withPayments ? (
          <StatCard
            label="Wallet payments"
            icon={<StatIconWallet />}
            loading={busy}
            value={<NairaAmount value={amounts?.total_wallet_payments} locale={locale} />}
          />
        ) : null}
        <StatCard
          label="Wallet balance"
          icon={<StatIconWallet />}
          tone="brand"
          loading={busy}
          value={<NairaAmount value={amounts?.wallet_balance} locale={locale} />}
          hint={
            withPayments
              ? 'Total bonus minus total withdrawals and wallet payments'
              : 'Total bonus minus total withdrawals'
          }
        />
      </StyledWalletSummaryCards>
    </StyledWalletSummary>
  );
}

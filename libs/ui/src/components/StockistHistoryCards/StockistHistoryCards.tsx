import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount, type NairaLocale } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconBox, StatIconMoney, StatIconUsers } from '../StatCard/StatCardIcons';
import { StyledStockistHistoryCards, StyledStockistHistoryCardsGrid } from './StockistHistoryCards.styles';

/** GET /stockists/stats (StockistTotals): approved stockists and their sums, in naira. */
export interface StockistTotals {
  /** Approved stockists. */
  stockist_count: number;
  /** Approved stock purchases. */
  stockist_purchases_sum: number;
  /** Fulfilled member orders. */
  stockist_sales_sum: number;
}

export const STOCKIST_TOTALS_LOAD_ERROR = 'We could not load the stockist totals';
/**
 * The count card's hint when there are none (the stockist tables' empty text,
 * docs/screens/back-office.md#messages).
 */
export const NO_STOCKISTS_HINT = 'There are no stockists';

export interface StockistHistoryCardsProps {
  /** Undefined while loading. */
  totals?: StockistTotals | undefined;
  loading?: boolean;
  /** Why the totals could not be loaded (e.g. the server's message). */
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * Amount formatting: en-US like every admin figure (docs/screens/back-office.md#limits-and-formats); en-NG
   * renders the same digits.
   */
  locale?: NairaLocale;
  /** Accessible name of the section. */
  title?: string;
}

const countFormat = new Intl.NumberFormat('en-US');

/**
 * The cards of Transactions › Stockist History (docs/screens/back-office.md#transactions): total stockists,
 * stockist purchases and stockist sales.
 */
export function StockistHistoryCards({
  totals,
  loading = false,
  error,
  onRetry,
  locale = 'en-US',
  title = 'Stockist totals',
}: StockistHistoryCardsProps) {
  if (error && !loading) {
    return (
      <StyledStockistHistoryCards aria-label={title}>
        <Alert tone="danger" title={STOCKIST_TOTALS_LOAD_ERROR}>
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledStockistHistoryCards>
    );
  }
  const busy = loading || !totals;
  return (
    <StyledStockistHistoryCards aria-label={title} aria-busy={busy || undefined}>
      <StyledStockistHistoryCardsGrid>
        <StatCard
          label="Total stockists"
          icon={<StatIconUsers />}
          loading={busy}
          value={totals ? countFormat.format(totals.stockist_count) : null}
          hint={totals?.stockist_count === 0 ? NO_STOCKISTS_HINT : undefined}
        />
        <StatCard
          label="Stockist purchases"
          icon={<StatIconBox />}
          loading={busy}
          value={<NairaAmount value={totals?.stockist_purchases_sum} locale={locale} size="xl" />}
        />
        <StatCard
          label="Stockist sales"
          icon={<StatIconMoney />}
          tone="brand"
          loading={busy}
          value={<NairaAmount value={totals?.stockist_sales_sum} locale={locale} size="xl" />}
        />
      </StyledStockistHistoryCardsGrid>
    </StyledStockistHistoryCards>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledSalesStats,
  StyledSalesStatsFigure,
  StyledSalesStatsList,
  StyledSalesStatsNote,
  StyledSalesStatsSkeleton,
} from './StockistSalesStatsModal.styles';

/** GET /stockists/{id}/sales-stats (StockistSalesStats), in naira. */
export interface StockistSalesStats {
  /** Approved stock purchases of the stockist. */
  total_purchases: number;
  /** Fulfilled member orders of the stockist. */
  total_sales: number;
}

export const SALES_STATS_LOAD_ERROR = 'We could not load the sales stats';
export const NO_SALES_STATS_TEXT = 'This stockist has no purchases or sales yet.';

export interface StockistSalesStatsModalFiguresProps {
  /** Undefined or null while loading. */
  stats?: StockistSalesStats | null | undefined;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}

/**
 * The body of the sales stats modal: total purchases and total sales, in en-NG with 2 decimals
 * (docs/screens/stockist.md#limits-and-formats, docs/screens/back-office.md#transactions), with its loading,
 * error and empty states.
 */
export function StockistSalesStatsModalFigures({
  stats,
  loading = false,
  error,
  onRetry,
}: StockistSalesStatsModalFiguresProps) {
  if (error && !loading) {
    return (
      <StyledSalesStats data-state="error">
        <Alert tone="danger" title={SALES_STATS_LOAD_ERROR}>
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledSalesStats>
    );
  }
  const busy = loading || !stats;
  const figure = (label: string, value: number | undefined, tone?: 'brand') => (
    <StyledSalesStatsFigure data-tone={tone}>
      <dt>{label}</dt>
      <dd>
        {busy ? (
          <>
            <StyledSalesStatsSkeleton aria-hidden="true" />
            <StyledVisuallyHidden>Loading</StyledVisuallyHidden>
          </>
        ) : (
          <NairaAmount value={value} locale="en-NG" />
        )}
      </dd>
    </StyledSalesStatsFigure>
  );
  const empty = !busy && stats.total_purchases === 0 && stats.total_sales === 0;
  return (
    <StyledSalesStats aria-busy={busy || undefined} data-state={busy ? 'loading' : empty ? 'empty' : 'ready'}>
      <StyledSalesStatsList>
        {figure('Total purchases', stats?.total_purchases)}
        {figure('Total sales', stats?.total_sales, 'brand')}
      </StyledSalesStatsList>
      {empty ? <StyledSalesStatsNote>{NO_SALES_STATS_TEXT}</StyledSalesStatsNote> : null}
    </StyledSalesStats>
  );
}

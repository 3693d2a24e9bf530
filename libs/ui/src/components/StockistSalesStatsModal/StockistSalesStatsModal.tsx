import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { StockistSalesStatsModalFigures, type StockistSalesStats } from './StockistSalesStatsModalFigures';

export interface StockistSalesStatsModalProps {
  /** GET /stockists/{id}/sales-stats; undefined or null while loading. */
  stats?: StockistSalesStats | null | undefined;
  /** The stockist's store, named in the title ("Sales stats of …"). */
  storeName?: string;
  /** Replaces the title. */
  title?: string;
  loading?: boolean;
  /** Why the stats could not be loaded (e.g. the server's message). */
  error?: ReactNode;
  onRetry?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The button that opens the modal, e.g. a row's "Sales stats". */
  trigger?: ReactNode;
}

/**
 * A stockist's sales stats (docs/screens/back-office.md#transactions): total purchases and total
 * sales, in naira with en-NG formatting and 2 decimals (docs/screens/stockist.md#limits-and-formats).
 */
export function StockistSalesStatsModal({
  stats,
  storeName,
  title,
  loading = false,
  error,
  onRetry,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
}: StockistSalesStatsModalProps) {
  const heading = title ?? (storeName ? `Sales stats of ${storeName}` : 'Sales stats');
  return (
    <Dialog
      title={heading}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={trigger}
    >
      <StockistSalesStatsModalFigures
        stats={stats}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
      />
    </Dialog>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { EmptyState } from '../EmptyState/EmptyState';
import { orderNumber } from '../OrderCodeModal/OrderCodeModal';
import { pickupTypeLabel } from '../PickupTypeSelect/PickupTypeSelect';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledPurchaseHistory, StyledRowActions } from './PurchaseHistory.styles';
import { formatOrderDate, paymentModeLabel } from './PurchaseHistoryFormat';
import { StoreCell, storeCsv } from './StoreCell';

export const NO_PURCHASES_TEXT = 'There are no purchases';

export interface PurchaseOrder {
  id: number | string;
  pickup_type?: string | null;
  store_name?: string | null;
  store_address?: string | null;
  store_state?: string | null;
  store_phone?: string | null;
  total_quantity: number;
  /** Naira. */
  total_price: number;
  /** processing (info), approved (success), anything else (danger). */
  status: string;
  created_at: string;
  /** Stockist purchases: a receipt means Manual Upload, none means Debit Card. */
  payment_receipt?: string | null;
}

export interface PurchaseHistoryProps {
  purchases: readonly PurchaseOrder[];
  /**
   * member: the repurchase screen's history (store columns, order code); stockist: the stockist
   * record's stock purchases (payment mode instead of the store).
   */
  variant?: 'member' | 'stockist';
  /** Adds a Payment mode column (always on for the stockist variant). */
  showPaymentMode?: boolean;
  /** Shows an "Order code" button per row (the page opens OrderCodeModal). */
  onViewCode?: (order: PurchaseOrder) => void;
  /** Shows a "Products" button per row (the page opens OrderProductsModal). */
  onViewProducts?: (order: PurchaseOrder) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
  emptyText?: string;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

/** Orders with order number (#0id), pick-up type, store, totals, status badge and date. */
export function PurchaseHistory({
  purchases,
  variant = 'member',
  showPaymentMode,
  onViewCode,
  onViewProducts,
  loading = false,
  error,
  onRetry,
  caption = 'Purchase history',
  emptyText = NO_PURCHASES_TEXT,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: PurchaseHistoryProps) {
  const withPaymentMode = showPaymentMode ?? variant === 'stockist';
  const columns: DataTableColumn<PurchaseOrder>[] = [
    {
      id: 'order',
      header: 'Order no',
      cell: (row) => <StyledNoWrap>{orderNumber(row.id)}</StyledNoWrap>,
      csvValue: (row) => orderNumber(row.id),
    },
    { id: 'pickup_type', header: 'Pick-up type', cell: (row) => pickupTypeLabel(row.pickup_type ?? '') },
    ...(variant === 'member'
      ? ([
          {
            id: 'store',
            header: 'Store',
            cell: (row) => <StoreCell store={row} />,
            csvValue: (row) => storeCsv(row),
          },
        ] satisfies DataTableColumn<PurchaseOrder>[])
      : []),
    { id: 'total_quantity', header: 'Items', align: 'end', cell: (row) => row.total_quantity },
    {
      id: 'total_price',
      header: 'Total price',
      align: 'end',
      cell: (row) => <StyledNoWrap>{formatNaira(row.total_price)}</StyledNoWrap>,
      csvValue: (row) => formatNaira(row.total_price),
    },
    ...(withPaymentMode
      ? ([
          {
            id: 'payment_mode',
            header: 'Payment mode',
            cell: (row) => paymentModeLabel(row.payment_receipt),
          },
        ] satisfies DataTableColumn<PurchaseOrder>[])
      : []),
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <StatusBadge status={row.status} />,
      csvValue: (row) => row.status,
    },
    {
      id: 'date',
      header: 'Date',
      cell: (row) => <StyledNoWrap>{formatOrderDate(row.created_at)}</StyledNoWrap>,
      csvValue: (row) => formatOrderDate(row.created_at),
    },
  ];

  const hasActions = Boolean(onViewCode || onViewProducts);

  // With no orders the table's columns would push the empty text off a phone's screen.
  if (!loading && !error && purchases.length === 0) {
    return (
      <StyledPurchaseHistory role="region" aria-label={caption}>
        <EmptyState text={emptyText} />
      </StyledPurchaseHistory>
    );
  }

  return (
    <StyledPurchaseHistory>
      <DataTable
        caption={caption}
        columns={columns}
        rows={purchases}
        rowKey={(row) => row.id}
        showSerial={variant !== 'member'}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={emptyText}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
        {...(hasActions
          ? {
              rowActions: (row: PurchaseOrder) => (
                <StyledRowActions>
                  {onViewCode ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Order code of ${orderNumber(row.id)}`}
                      onClick={() => onViewCode(row)}
                    >
                      Order code
                    </Button>
                  ) : null}
                  {onViewProducts ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Products of ${orderNumber(row.id)}`}
                      onClick={() => onViewProducts(row)}
                    >
                      Products
                    </Button>
                  ) : null}
                </StyledRowActions>
              ),
            }
          : {})}
      />
    </StyledPurchaseHistory>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ApprovalActions } from '../ApprovalActions/ApprovalActions';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { orderNumber } from '../OrderCodeModal/OrderCodeModal';
import { pickupTypeLabel } from '../PickupTypeSelect/PickupTypeSelect';
import { formatOrderDate, paymentModeLabel } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledPurchaseRequests } from './StockistPurchaseRequests.styles';

export const NO_ORDERS_TEXT = 'There are no orders';

export interface StockPurchaseRequest {
  /** The purchase id (approvals go by it). */
  id: number | string;
  store_name: string;
  username?: string | null;
  pickup_type: string;
  total_quantity: number;
  /** Naira. */
  total_price: number;
  /** processing (info), approved (success), anything else (danger). */
  status: string;
  created_at: string;
  payment_receipt?: string | null;
}

export interface StockistPurchaseRequestsProps {
  purchases: readonly StockPurchaseRequest[];
  /** PATCH /purchases/{id}/approve-stock; offered only while processing. */
  onApprove: (purchase: StockPurchaseRequest) => void | Promise<unknown>;
  /** PATCH /purchases/{id}/disapprove-stock. */
  onDisapprove: (purchase: StockPurchaseRequest) => void | Promise<unknown>;
  /** Opens the stock details (OrderProductsModal). */
  onViewDetails?: (purchase: StockPurchaseRequest) => void;
  onViewProof?: (purchase: StockPurchaseRequest) => void;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
}

const isProcessing = (status: string) => status.trim().toLowerCase() === 'processing';

const columns: DataTableColumn<StockPurchaseRequest>[] = [
  {
    id: 'order',
    header: 'Order no',
    cell: (row) => <StyledNoWrap>{orderNumber(row.id)}</StyledNoWrap>,
    csvValue: (row) => orderNumber(row.id),
  },
  { id: 'store_name', header: 'Store name', cell: (row) => row.store_name },
  { id: 'username', header: 'Username', cell: (row) => row.username ?? '' },
  { id: 'pickup_type', header: 'Pick-up type', cell: (row) => pickupTypeLabel(row.pickup_type) },
  { id: 'total_quantity', header: 'Total quantity', align: 'end', cell: (row) => row.total_quantity },
  {
    id: 'total_price',
    header: 'Total price',
    align: 'end',
    cell: (row) => <StyledNoWrap>{formatNaira(row.total_price)}</StyledNoWrap>,
    csvValue: (row) => formatNaira(row.total_price),
  },
  { id: 'payment_mode', header: 'Payment mode', cell: (row) => paymentModeLabel(row.payment_receipt) },
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

/** Stockists' stock purchases for the administrator: details, proof, approve or decline while processing. */
export function StockistPurchaseRequests({
  purchases,
  onApprove,
  onDisapprove,
  onViewDetails,
  onViewProof,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
  loading = false,
  error,
  onRetry,
  caption = 'Stockist purchases',
}: StockistPurchaseRequestsProps) {
  return (
    <StyledPurchaseRequests>
      <DataTable
        caption={caption}
        columns={columns}
        rows={purchases}
        rowKey={(row) => row.id}
        emptyText={NO_ORDERS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
        rowActions={(row) => (
          <>
            {onViewDetails ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Details of ${orderNumber(row.id)}`}
                onClick={() => onViewDetails(row)}
              >
                Details
              </Button>
            ) : null}
            {onViewProof && row.payment_receipt ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Proof of payment of ${orderNumber(row.id)}`}
                onClick={() => onViewProof(row)}
              >
                Proof of payment
              </Button>
            ) : null}
            {isProcessing(row.status) ? (
              <ApprovalActions
                subject="purchase"
                itemLabel={`purchase ${orderNumber(row.id)}`}
                onApprove={() => onApprove(row)}
                onDisapprove={() => onDisapprove(row)}
              />
            ) : null}
          </>
        )}
      />
    </StyledPurchaseRequests>
  );
}

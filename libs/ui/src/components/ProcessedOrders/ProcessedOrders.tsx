import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { orderNumber } from '../OrderCodeModal/OrderCodeModal';
import { pickupTypeLabel } from '../PickupTypeSelect/PickupTypeSelect';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledProcessedOrders } from './ProcessedOrders.styles';

export const NO_PROCESSED_ORDERS_TEXT = 'There are no processed Orders';

export interface ProcessedOrder {
  /** The order id (order_id in the administrator's view). */
  id: number | string;
  username: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  email?: string | null;
  pickup_type: string;
  status: string;
  /** created_at (order_date in the administrator's view). */
  created_at: string;
}

export interface ProcessedOrdersProps {
  orders: readonly ProcessedOrder[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

const columns: DataTableColumn<ProcessedOrder>[] = [
  { id: 'username', header: 'Username', cell: (row) => row.username },
  { id: 'name', header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}`.trim() },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone ?? '' },
  { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
  { id: 'pickup_type', header: 'Pick-up type', cell: (row) => pickupTypeLabel(row.pickup_type) },
  {
    id: 'order',
    header: 'Order no',
    cell: (row) => <StyledNoWrap>{orderNumber(row.id)}</StyledNoWrap>,
    csvValue: (row) => orderNumber(row.id),
  },
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

/** Orders a stockist has handed over: member, pick-up type, order number, status and date. */
export function ProcessedOrders({
  orders,
  loading = false,
  error,
  onRetry,
  caption = 'Processed orders',
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: ProcessedOrdersProps) {
  return (
    <StyledProcessedOrders>
      <DataTable
        caption={caption}
        columns={columns}
        rows={orders}
        rowKey={(row) => row.id}
        emptyText={NO_PROCESSED_ORDERS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
      />
    </StyledProcessedOrders>
  );
}

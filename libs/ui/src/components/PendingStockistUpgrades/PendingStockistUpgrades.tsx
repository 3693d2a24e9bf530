import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ApprovalActions } from '../ApprovalActions/ApprovalActions';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { formatOrderDate, paymentModeLabel } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledPendingUpgrades } from './PendingStockistUpgrades.styles';

export const NO_PENDING_UPGRADES_TEXT = 'There are no pending stockists Upgrades';

export interface StockistUpgradeRequest {
  /** Approvals go by payment id. */
  payment_id: number | string;
  store_name: string;
  username: string;
  current_package?: string | null;
  new_package: string;
  /** The package difference paid, in naira. */
  amount: number;
  /** processing until an administrator decides. */
  payment_status: string;
  payment_date?: string | null;
  payment_receipt?: string | null;
}

export interface PendingStockistUpgradesProps {
  upgrades: readonly StockistUpgradeRequest[];
  /** PATCH /stockists/{payment_id}/approve-upgrade; offered only while processing. */
  onApprove: (upgrade: StockistUpgradeRequest) => void | Promise<unknown>;
  onDisapprove: (upgrade: StockistUpgradeRequest) => void | Promise<unknown>;
  onViewProof?: (upgrade: StockistUpgradeRequest) => void;
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

const columns: DataTableColumn<StockistUpgradeRequest>[] = [
  { id: 'store_name', header: 'Store name', cell: (row) => row.store_name },
  { id: 'username', header: 'Username', cell: (row) => row.username },
  { id: 'current_package', header: 'Current package', cell: (row) => row.current_package ?? '' },
  { id: 'new_package', header: 'New package', cell: (row) => row.new_package },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <StyledNoWrap>{formatNaira(row.amount)}</StyledNoWrap>,
    csvValue: (row) => formatNaira(row.amount),
  },
  { id: 'payment_mode', header: 'Payment mode', cell: (row) => paymentModeLabel(row.payment_receipt) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.payment_status} />,
    csvValue: (row) => row.payment_status,
  },
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <StyledNoWrap>{formatOrderDate(row.payment_date)}</StyledNoWrap>,
    csvValue: (row) => formatOrderDate(row.payment_date),
  },
];

/** Stockist package upgrades waiting for an administrator: proof of payment, approve or disapprove. */
export function PendingStockistUpgrades({
  upgrades,
  onApprove,
  onDisapprove,
  onViewProof,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
  loading = false,
  error,
  onRetry,
  caption = 'Pending stockist upgrades',
}: PendingStockistUpgradesProps) {
  return (
    <StyledPendingUpgrades>
      <DataTable
        caption={caption}
        columns={columns}
        rows={upgrades}
        rowKey={(row) => row.payment_id}
        emptyText={NO_PENDING_UPGRADES_TEXT}
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
            {onViewProof && row.payment_receipt ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Proof of payment of ${row.store_name}`}
                onClick={() => onViewProof(row)}
              >
                Proof of payment
              </Button>
            ) : null}
            {isProcessing(row.payment_status) ? (
              <ApprovalActions
                subject="upgrade"
                itemLabel={`upgrade of ${row.store_name}`}
                onApprove={() => onApprove(row)}
                onDisapprove={() => onDisapprove(row)}
              />
            ) : null}
          </>
        )}
      />
    </StyledPendingUpgrades>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ApprovalActions } from '../ApprovalActions/ApprovalActions';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { formatOrderDate, paymentModeLabel, storeStateLabel } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { NO_STOCKISTS_TEXT } from '../StockistPickerTable/StockistPickerTable';
import { StyledNoWrap, StyledStockistRegistrations } from './StockistRegistrations.styles';

export interface StockistRegistration {
  store_name: string;
  store_address?: string | null;
  store_state?: string | null;
  store_phone?: string | null;
  username: string;
  /** The member's registration package. */
  package_name?: string | null;
  /** The stockist package and its price in naira. */
  stockist_package?: string | null;
  stockist_package_value?: number | null;
  /** pending, approved or disapproved. */
  stockist_status: string;
  reg_date?: string | null;
  user_uuid?: string | null;
  /** Approvals go by payment id. */
  payment_id: number | string;
  /** Full receipt URL; none means a card payment. */
  payment_receipt?: string | null;
  payment_status?: string | null;
  payment_date?: string | null;
}

export interface StockistRegistrationsProps {
  stockists: readonly StockistRegistration[];
  /** PATCH /stockists/{payment_id}/approve-registration; offered only while pending. */
  onApprove: (stockist: StockistRegistration) => void | Promise<unknown>;
  onDisapprove: (stockist: StockistRegistration) => void | Promise<unknown>;
  /** Opens ProofOfPaymentModal for a row with a receipt. */
  onViewProof?: (stockist: StockistRegistration) => void;
  /** Opens the stockist upgrade history. */
  onViewUpgrades?: (stockist: StockistRegistration) => void;
  /** Opens StockistSalesStatsModal (a store's purchases and sales); offered for approved stores. */
  onViewSalesStats?: (stockist: StockistRegistration) => void;
  search?: string;
  onSearchChange?: (value: string) => void;
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

const isPending = (status: string) => status.trim().toLowerCase() === 'pending';

const columns: DataTableColumn<StockistRegistration>[] = [
  { id: 'store_name', header: 'Store name', cell: (row) => row.store_name },
  { id: 'username', header: 'Username', cell: (row) => row.username },
  { id: 'package_name', header: 'Member package', cell: (row) => row.package_name ?? '' },
  { id: 'stockist_package', header: 'Stockist package', cell: (row) => row.stockist_package ?? '' },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (row) =>
      row.stockist_package_value === null || row.stockist_package_value === undefined ? (
        ''
      ) : (
        <StyledNoWrap>{formatNaira(row.stockist_package_value)}</StyledNoWrap>
      ),
    csvValue: (row) => (row.stockist_package_value == null ? '' : formatNaira(row.stockist_package_value)),
  },
  { id: 'store_state', header: 'State', cell: (row) => storeStateLabel(row.store_state) },
  { id: 'store_phone', header: 'Phone', cell: (row) => row.store_phone ?? '' },
  { id: 'payment_mode', header: 'Payment mode', cell: (row) => paymentModeLabel(row.payment_receipt) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.stockist_status} label={statusText(row.stockist_status)} />,
    csvValue: (row) => row.stockist_status,
  },
  {
    id: 'reg_date',
    header: 'Registered',
    cell: (row) => <StyledNoWrap>{formatOrderDate(row.reg_date)}</StyledNoWrap>,
    csvValue: (row) => formatOrderDate(row.reg_date),
  },
];

/** A pending registration reads "Pending" here (not the incentive's "Pending Request"). */
function statusText(status: string): string {
  const value = status.trim();
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Unknown';
}

/** The administrator's stockist registrations with proof of payment and approve/disapprove while pending. */
export function StockistRegistrations({
  stockists,
  onApprove,
  onDisapprove,
  onViewProof,
  onViewUpgrades,
  onViewSalesStats,
  search,
  onSearchChange,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
  loading = false,
  error,
  onRetry,
  caption = 'Stockist registrations',
}: StockistRegistrationsProps) {
  return (
    <StyledStockistRegistrations>
      <DataTable
        caption={caption}
        columns={columns}
        rows={stockists}
        rowKey={(row) => row.payment_id}
        emptyText={NO_STOCKISTS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(onSearchChange ? { onSearchChange, search: search ?? '', searchLabel: 'Search stockists' } : {})}
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
            {onViewUpgrades ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Upgrades of ${row.store_name}`}
                onClick={() => onViewUpgrades(row)}
              >
                Upgrades
              </Button>
            ) : null}
            {onViewSalesStats && row.stockist_status.trim().toLowerCase() === 'approved' ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Sales stats of ${row.store_name}`}
                onClick={() => onViewSalesStats(row)}
              >
                Sales stats
              </Button>
            ) : null}
            {isPending(row.stockist_status) ? (
              <ApprovalActions
                subject="registration"
                itemLabel={row.store_name}
                onApprove={() => onApprove(row)}
                onDisapprove={() => onDisapprove(row)}
              />
            ) : null}
          </>
        )}
      />
    </StyledStockistRegistrations>
  );
}

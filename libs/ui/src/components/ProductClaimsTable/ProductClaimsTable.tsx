import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ApprovalActions } from '../ApprovalActions/ApprovalActions';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StatCard } from '../StatCard/StatCard';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledProductClaims, StyledProductClaimsTotals } from './ProductClaimsTable.styles';

export const NO_PRODUCT_CLAIMS_TEXT = 'There are no product claims';

/** A product claim as the back office lists it (docs/pickups-and-stockists.md#product-claims). */
export interface ProductClaimRow {
  id: number;
  username?: string;
  first_name?: string;
  last_name?: string;
  products: readonly { name: string; product_qty: number }[];
  total_quantity: number;
  /** Naira. */
  total_price: number;
  total_points: number;
  /** processing until an administrator approves or declines. */
  status: string;
  created_at: string;
}

/** Approved claims and fulfilled pickup orders together. */
export interface ProductClaimTotalsValue {
  total_quantity: number;
  total_points: number;
  /** Naira. */
  total_price: number;
}

export interface ProductClaimsTableProps {
  claims: readonly ProductClaimRow[];
  /** GET /product-claims/total-product-sold. */
  sold?: ProductClaimTotalsValue | undefined;
  /** GET /product-claims/sum-claimed-products. */
  claimed?: ProductClaimTotalsValue | undefined;
  totalsLoading?: boolean;
  onApprove: (claim: ProductClaimRow) => void | Promise<unknown>;
  onDecline: (claim: ProductClaimRow) => void | Promise<unknown>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

const count = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const fullName = (row: ProductClaimRow) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
const productsText = (row: ProductClaimRow) =>
  row.products.map((p) => `${p.name} × ${p.product_qty}`).join(', ');

const columns: DataTableColumn<ProductClaimRow>[] = [
  { id: 'name', header: 'Full Name', cell: fullName },
  { id: 'username', header: 'Username', cell: (row) => row.username ?? '' },
  { id: 'products', header: 'Products', cell: productsText },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (row) => count.format(row.total_quantity) },
  {
    id: 'price',
    header: 'Total Price',
    align: 'end',
    cell: (row) => <StyledNoWrap>{formatNaira(row.total_price)}</StyledNoWrap>,
    csvValue: (row) => formatNaira(row.total_price),
  },
  {
    id: 'points',
    header: 'PV',
    align: 'end',
    cell: (row) => `${count.format(row.total_points)} PV`,
    csvValue: (row) => row.total_points,
  },
  {
    id: 'date',
    header: 'Date',
    cell: (row) => dateFormat.format(new Date(row.created_at)),
    csvValue: (row) => row.created_at,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} />,
    csvValue: (row) => row.status,
  },
];

/**
 * The administrator's product claims: the totals of products taken, and every claim (processing
 * first) with Approve and Decline, each confirmed, while it is processing.
 */
export function ProductClaimsTable({
  claims,
  sold,
  claimed,
  totalsLoading = false,
  onApprove,
  onDecline,
  loading = false,
  error,
  onRetry,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: ProductClaimsTableProps) {
  return (
    <StyledProductClaims aria-label="Product claims and totals">
      <StyledProductClaimsTotals>
        <StatCard
          label="Products sold"
          loading={totalsLoading}
          value={sold ? `${count.format(sold.total_quantity)} items` : '—'}
          hint={sold ? `${count.format(sold.total_points)} PV` : undefined}
        />
        <StatCard
          label="Value of products taken"
          loading={totalsLoading}
          value={claimed ? formatNaira(claimed.total_price) : '—'}
        />
      </StyledProductClaimsTotals>
      <DataTable
        caption="Product claims"
        columns={columns}
        rows={claims}
        rowKey={(row) => row.id}
        emptyText={NO_PRODUCT_CLAIMS_TEXT}
        loading={loading}
        error={error}
        exportFileName="product-claims"
        {...(onRetry ? { onRetry } : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
        rowActions={(row) =>
          row.status === 'processing' ? (
            <ApprovalActions
              subject="product-claim"
              itemLabel={`the product claim of ${row.username ?? fullName(row)}`}
              onApprove={() => onApprove(row)}
              onDisapprove={() => onDecline(row)}
            />
          ) : null
        }
      />
    </StyledProductClaims>
  );
}

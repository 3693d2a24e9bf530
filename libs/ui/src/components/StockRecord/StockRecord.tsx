import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StyledStockRecord } from './StockRecord.styles';

export const NO_STOCKS_TEXT = 'There are no stocks';

export interface StockItem {
  name: string;
  /** Naira. */
  cost_price: number;
  quantity: number;
  in_stock: boolean | number | null | undefined;
}

export interface StockRecordProps {
  stock: readonly StockItem[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
}

/** In stock / Not in stock, derived from in_stock (docs/screens/stockist.md#stockist-record). */
export const stockStateLabel = (inStock: StockItem['in_stock']) => (inStock ? 'In stock' : 'Not in stock');

const columns: DataTableColumn<StockItem>[] = [
  { id: 'name', header: 'Product', cell: (row) => row.name },
  { id: 'cost_price', header: 'Cost price', align: 'end', cell: (row) => formatNaira(row.cost_price) },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (row) => row.quantity },
  {
    id: 'in_stock',
    header: 'Stock',
    cell: (row) => <Badge tone={row.in_stock ? 'success' : 'danger'}>{stockStateLabel(row.in_stock)}</Badge>,
    csvValue: (row) => stockStateLabel(row.in_stock),
  },
];

/** The stockist's stock: product, cost price, quantity and whether it is in stock. */
export function StockRecord({
  stock,
  loading = false,
  error,
  onRetry,
  caption = 'Stock record',
}: StockRecordProps) {
  return (
    <StyledStockRecord>
      <DataTable
        caption={caption}
        columns={columns}
        rows={stock}
        rowKey={(row, index) => `${row.name}-${index}`}
        emptyText={NO_STOCKS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
      />
    </StyledStockRecord>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { storeStateLabel } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StoreCell, storeCsv } from '../PurchaseHistory/StoreCell';
import { StyledChosen, StyledStockistPicker } from './StockistPickerTable.styles';

export const NO_STOCKISTS_TEXT = 'There are no stockists';

export interface AvailableStockist {
  id: number | string;
  store_name: string;
  store_address: string;
  /** lagos or oyo. */
  store_state: string;
  store_phone: string;
}

export interface StockistPickerTableProps {
  stockists: readonly AvailableStockist[];
  /** The chosen store (where the member collects). */
  selectedId?: AvailableStockist['id'] | null;
  onSelect: (stockist: AvailableStockist) => void;
  /** Search text; the page calls GET /stockists/search (or /all when empty). */
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

const columns: DataTableColumn<AvailableStockist>[] = [
  {
    id: 'store',
    header: 'Store',
    cell: (row) => <StoreCell store={row} />,
    csvValue: (row) => storeCsv(row),
  },
];

/** Available stockists with a search box and pagination; the member picks where to collect. */
export function StockistPickerTable({
  stockists,
  selectedId,
  onSelect,
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
  caption = 'Available stockists',
}: StockistPickerTableProps) {
  const chosen = stockists.find((stockist) => stockist.id === selectedId);
  return (
    <StyledStockistPicker>
      <DataTable
        caption={caption}
        columns={columns}
        rows={stockists}
        rowKey={(row) => row.id}
        emptyText={NO_STOCKISTS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(onSearchChange
          ? {
              onSearchChange,
              search: search ?? '',
              searchLabel: 'Search stockists',
              searchPlaceholder: 'Store name, address or state',
            }
          : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
        rowActionsHeader="Pick"
        rowActions={(row) => {
          const selected = row.id === selectedId;
          return (
            <Button
              size="sm"
              variant={selected ? 'primary' : 'secondary'}
              aria-pressed={selected}
              aria-label={`${selected ? 'Selected' : 'Select'} ${row.store_name}`}
              onClick={() => onSelect(row)}
            >
              {selected ? 'Selected' : 'Select'}
            </Button>
          );
        }}
      />
      {chosen ? (
        <StyledChosen role="status">
          Collect at {chosen.store_name}, {chosen.store_address}, {storeStateLabel(chosen.store_state)}
        </StyledChosen>
      ) : null}
    </StyledStockistPicker>
  );
}

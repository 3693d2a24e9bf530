import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../DataTable/DataTable';
import { EditableTable } from '../EditableTable/EditableTable';
import {
  StockistPackageEditModal,
  type AdminStockistPackage,
  type StockistPackageValues,
} from '../StockistPackageEditModal/StockistPackageEditModal';

export const NO_STOCKIST_PACKAGES = 'There are no stockist packages';

export interface StockistPackageTableProps {
  packages: readonly AdminStockistPackage[];
  onUpdate?: (
    id: number,
    values: StockistPackageValues,
    pkg: AdminStockistPackage,
  ) => Promise<unknown> | void;
  /** Shows an "Add Stockist Package" button. */
  onCreate?: (values: StockistPackageValues) => Promise<unknown> | void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

const columns: DataTableColumn<AdminStockistPackage>[] = [
  { id: 'name', header: 'Name', cell: (pkg) => pkg.name },
  {
    id: 'registration_value',
    header: 'Registration Price',
    align: 'end',
    cell: (pkg) => formatNaira(pkg.registration_value),
  },
  {
    id: 'sales_bonus_percentage',
    header: 'Rebate Percentage',
    align: 'end',
    cell: (pkg) => `${pkg.sales_bonus_percentage} %`,
  },
  {
    id: 'pickup_amount',
    header: 'Pickup Amount',
    align: 'end',
    cell: (pkg) => formatNaira(pkg.pickup_amount),
  },
];

/**
 * Stockist packages (docs/screens/back-office.md#stockist-packages): name, registration price, rebate
 * percentage, pickup amount, Edit.
 */
export function StockistPackageTable({
  packages,
  onUpdate,
  onCreate,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: StockistPackageTableProps) {
  return (
    <EditableTable<AdminStockistPackage, StockistPackageValues, number>
      caption="Stockist packages"
      columns={columns}
      rows={packages}
      rowKey={(pkg) => pkg.id}
      rowLabel={(pkg) => pkg.name}
      emptyText={NO_STOCKIST_PACKAGES}
      addLabel="Add Stockist Package"
      loading={loading}
      error={error}
      onRetry={onRetry}
      onUpdate={onUpdate}
      onCreate={onCreate}
      renderModal={({ open, onOpenChange, editing, onSubmit }) => (
        <StockistPackageEditModal
          open={open}
          onOpenChange={onOpenChange}
          pkg={editing}
          submitting={saving}
          error={saveError}
          onSubmit={onSubmit}
        />
      )}
    />
  );
}

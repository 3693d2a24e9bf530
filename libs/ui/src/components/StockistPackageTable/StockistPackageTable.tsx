import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import {
  StockistPackageEditModal,
  type AdminStockistPackage,
  type StockistPackageValues,
} from '../StockistPackageEditModal/StockistPackageEditModal';
import { StyledStockistPackageTable, StyledStockistPackageToolbar } from './StockistPackageTable.styles';

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

/** Stockist packages (03 §2): name, registration price, rebate percentage, pickup amount, Edit. */
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
  const [editing, setEditing] = useState<AdminStockistPackage | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <StyledStockistPackageTable>
      {onCreate ? (
        <StyledStockistPackageToolbar>
          <Button onClick={() => setCreating(true)}>Add Stockist Package</Button>
        </StyledStockistPackageToolbar>
      ) : null}
      <DataTable
        caption="Stockist packages"
        columns={columns}
        rows={packages}
        rowKey={(pkg) => pkg.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={NO_STOCKIST_PACKAGES}
        {...(onUpdate
          ? {
              rowActions: (pkg: AdminStockistPackage) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${pkg.name}`}
                  onClick={() => setEditing(pkg)}
                >
                  Edit
                </Button>
              ),
            }
          : {})}
      />
      <StockistPackageEditModal
        open={editing !== null || creating}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            setCreating(false);
          }
        }}
        pkg={editing}
        submitting={saving}
        error={saveError}
        onSubmit={(values, pkg) => (pkg ? onUpdate?.(pkg.id, values, pkg) : onCreate?.(values))}
      />
    </StyledStockistPackageTable>
  );
}

import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import {
  PackageEditModal,
  type AdminPackage,
  type PackageValues,
} from '../PackageEditModal/PackageEditModal';
import { StyledPackageTable, StyledPackageToolbar } from './PackageTable.styles';

export const NO_PACKAGES = 'There are no packages';

export interface PackageTableProps {
  packages: readonly AdminPackage[];
  /** Saves an edited package; the modal closes when it resolves. Without it there is no Edit. */
  onUpdate?: (id: number, values: PackageValues, pkg: AdminPackage) => Promise<unknown> | void;
  /** Creates a package; shows an "Add Package" button. */
  onCreate?: (values: PackageValues) => Promise<unknown> | void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

const money = (value: number | null | undefined) => formatNaira(value ?? 0);

const columns: DataTableColumn<AdminPackage>[] = [
  { id: 'name', header: 'Name', cell: (pkg) => pkg.name },
  { id: 'point_value', header: 'Point Value', align: 'end', cell: (pkg) => `${pkg.point_value} PV` },
  {
    id: 'registration_value',
    header: 'Registration Amount',
    align: 'end',
    cell: (pkg) => money(pkg.registration_value),
  },
  {
    id: 'pickup_amount',
    header: 'Product Pickup Amount',
    align: 'end',
    cell: (pkg) => money(pkg.pickup_amount),
  },
  {
    id: 'matching_bonus_cap',
    header: 'Matching Bonus Cap',
    align: 'end',
    cell: (pkg) => money(pkg.matching_bonus_cap),
  },
];

/** Registration packages (03 §2): name, PV, amounts, matching cap, and Edit opening PackageEditModal. */
export function PackageTable({
  packages,
  onUpdate,
  onCreate,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: PackageTableProps) {
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <StyledPackageTable>
      {onCreate ? (
        <StyledPackageToolbar>
          <Button onClick={() => setCreating(true)}>Add Package</Button>
        </StyledPackageToolbar>
      ) : null}
      <DataTable
        caption="Registration packages"
        columns={columns}
        rows={packages}
        rowKey={(pkg) => pkg.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={NO_PACKAGES}
        {...(onUpdate
          ? {
              rowActions: (pkg: AdminPackage) => (
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
      <PackageEditModal
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
    </StyledPackageTable>
  );
}

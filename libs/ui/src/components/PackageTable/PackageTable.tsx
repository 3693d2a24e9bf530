import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../DataTable/DataTable';
import { EditableTable } from '../EditableTable/EditableTable';
import {
  PackageEditModal,
  type AdminPackage,
  type PackageValues,
} from '../PackageEditModal/PackageEditModal';

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

/**
 * Registration packages (docs/screens/back-office.md#registration-packages): name, PV, amounts, matching cap,
 * and Edit opening PackageEditModal.
 */
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
  return (
    <EditableTable<AdminPackage, PackageValues, number>
      caption="Registration packages"
      columns={columns}
      rows={packages}
      rowKey={(pkg) => pkg.id}
      rowLabel={(pkg) => pkg.name}
      emptyText={NO_PACKAGES}
      addLabel="Add Package"
      loading={loading}
      error={error}
      onRetry={onRetry}
      onUpdate={onUpdate}
      onCreate={onCreate}
      renderModal={({ open, onOpenChange, editing, onSubmit }) => (
        <PackageEditModal
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

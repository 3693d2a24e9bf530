import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import type { DataTableColumn } from '../DataTable/DataTable';
import { EditableTable } from '../EditableTable/EditableTable';
import {
  ELIGIBLE,
  NOT_ELIGIBLE,
  RankEditModal,
  type AdminRank,
  type RankPackageOption,
  type RankValues,
} from '../RankEditModal/RankEditModal';

export const NO_RANKS = 'There are no ranks';

export interface RankTableProps {
  ranks: readonly AdminRank[];
  /** The packages offered in the edit modal. */
  packages: readonly RankPackageOption[];
  onUpdate?: (id: number, values: RankValues, rank: AdminRank) => Promise<unknown> | void;
  /** Shows an "Add Rank" button. */
  onCreate?: (values: RankValues) => Promise<unknown> | void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

/** "Eligible" or "Not-Eligible" (docs/screens/back-office.md#ranks). */
export function GlobalProfitEligibility({ eligible }: { eligible: boolean | 0 | 1 }) {
  return eligible ? <Badge tone="success">{ELIGIBLE}</Badge> : <Badge tone="neutral">{NOT_ELIGIBLE}</Badge>;
}

const columns: DataTableColumn<AdminRank>[] = [
  { id: 'name', header: 'Name', cell: (rank) => rank.name },
  {
    id: 'points',
    header: 'Points',
    align: 'end',
    cell: (rank) => `${rank.points.toLocaleString('en-US')} PV`,
  },
  {
    id: 'is_global_profit_eligible',
    header: 'Global Profit',
    cell: (rank) => <GlobalProfitEligibility eligible={rank.is_global_profit_eligible} />,
    csvValue: (rank) => (rank.is_global_profit_eligible ? ELIGIBLE : NOT_ELIGIBLE),
  },
  { id: 'package_name', header: 'Package', cell: (rank) => rank.package_name ?? 'Any package' },
];

/**
 * Ranks (docs/screens/back-office.md#ranks): S/N, name, PV, global profit badge, package and Edit opening
 * RankEditModal.
 */
export function RankTable({
  ranks,
  packages,
  onUpdate,
  onCreate,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: RankTableProps) {
  return (
    <EditableTable<AdminRank, RankValues, number>
      caption="Ranks"
      columns={columns}
      rows={ranks}
      rowKey={(rank) => rank.id}
      rowLabel={(rank) => rank.name}
      emptyText={NO_RANKS}
      addLabel="Add Rank"
      loading={loading}
      error={error}
      onRetry={onRetry}
      onUpdate={onUpdate}
      onCreate={onCreate}
      renderModal={({ open, onOpenChange, editing, onSubmit }) => (
        <RankEditModal
          open={open}
          onOpenChange={onOpenChange}
          rank={editing}
          packages={packages}
          submitting={saving}
          error={saveError}
          onSubmit={onSubmit}
        />
      )}
    />
  );
}

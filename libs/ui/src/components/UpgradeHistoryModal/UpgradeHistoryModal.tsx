import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { Dialog } from '../Dialog/Dialog';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledNoWrap, StyledUpgradeHistory } from './UpgradeHistoryModal.styles';

export const NO_UPGRADE_HISTORY_TEXT = 'There are no upgrade History';

export interface UpgradeHistoryEntry {
  id?: number | string;
  /** The package before the upgrade. */
  previous_package?: string | null;
  /** The package after it. */
  package: string;
  /** The difference paid, in naira. */
  amount?: number | null;
  status?: string | null;
  created_at?: string | null;
}

export interface UpgradeHistoryModalProps {
  /** GET /payments/{id}/user-upgrade-history or /stockist-upgrade-history. */
  entries: readonly UpgradeHistoryEntry[];
  /** Whose history, e.g. "ada" or "Green Leaf Store". */
  name?: string;
  title?: string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactNode;
}

const columns: DataTableColumn<UpgradeHistoryEntry>[] = [
  { id: 'previous_package', header: 'Previous package', cell: (row) => row.previous_package ?? '' },
  { id: 'package', header: 'New package', cell: (row) => row.package },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) =>
      row.amount === null || row.amount === undefined ? (
        ''
      ) : (
        <StyledNoWrap>{formatNaira(row.amount)}</StyledNoWrap>
      ),
    csvValue: (row) => (row.amount == null ? '' : formatNaira(row.amount)),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (row.status ? <StatusBadge status={row.status} /> : ''),
    csvValue: (row) => row.status ?? '',
  },
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <StyledNoWrap>{formatOrderDate(row.created_at)}</StyledNoWrap>,
    csvValue: (row) => formatOrderDate(row.created_at),
  },
];

/** A member's or a stockist's package upgrades (previous and new package, amount, status, date). */
export function UpgradeHistoryModal({
  entries,
  name,
  title,
  loading = false,
  error,
  onRetry,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
}: UpgradeHistoryModalProps) {
  const heading = title ?? (name ? `Upgrade history of ${name}` : 'Upgrade history');
  return (
    <Dialog
      title={heading}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={trigger}
    >
      <StyledUpgradeHistory>
        <DataTable
          caption={heading}
          columns={columns}
          rows={entries}
          rowKey={(row, index) => row.id ?? index}
          emptyText={NO_UPGRADE_HISTORY_TEXT}
          loading={loading}
          loadingRows={3}
          error={error}
          {...(onRetry ? { onRetry } : {})}
        />
      </StyledUpgradeHistory>
    </Dialog>
  );
}

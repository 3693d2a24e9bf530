import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { downlineStatusText, type DownlineData } from '../DownlineCardGrid/DownlineCardGrid';
import { Select } from '../Select/Select';
import { StyledDownlineFilters, StyledDownlineUsername } from './AllDownlinesTable.styles';

/** Which leg the table shows: both, or the left or right one. */
export type DownlineLegFilter = 'all' | 'left' | 'right';
/** Which members the table shows: all, the active (paid) ones, or those not paid yet. */
export type DownlineActiveFilter = 'all' | 'active' | 'inactive';

export interface AllDownlinesTableProps {
  downlines: readonly DownlineData[];
  caption?: string;
  /** Shows the caption as the table's visible title. */
  showCaption?: boolean;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Server pagination (current_page, last_page, per_page, total). */
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  search?: string;
  onSearchChange?: (value: string) => void;
  searchPlaceholder?: string;
  /** Shows Export CSV under this file name. */
  exportFileName?: string;
  rowActions?: (downline: DownlineData, index: number) => ReactNode;
  /** Adds the generation, leg, state and members-below columns (the member's whole downline). */
  showNetworkColumns?: boolean;
  /** The leg filter, shown when onLegChange is given. */
  leg?: DownlineLegFilter;
  onLegChange?: (leg: DownlineLegFilter) => void;
  /** The active filter, shown when onActiveChange is given. */
  active?: DownlineActiveFilter;
  onActiveChange?: (active: DownlineActiveFilter) => void;
}

const sideText = { left: 'Left', right: 'Right' } as const;
const statusTone = { active: 'success', inactive: 'warning', expired: 'danger' } as const;

const nameColumns: DataTableColumn<DownlineData>[] = [
  { id: 'name', header: 'Full Name', cell: (row) => row.name },
  {
    id: 'username',
    header: 'User Name',
    cell: (row) => <StyledDownlineUsername>{row.username}</StyledDownlineUsername>,
    csvValue: (row) => row.username,
  },
  { id: 'package', header: 'Package', cell: (row) => row.package ?? '—' },
];

const directColumn: DataTableColumn<DownlineData> = {
  id: 'downlines',
  header: 'Direct Downlines',
  align: 'end',
  cell: (row) => row.downlines,
};

const networkColumns: DataTableColumn<DownlineData>[] = [
  {
    id: 'position',
    header: 'Generation',
    cell: (row) =>
      [row.generation, row.leg ? sideText[row.leg] : null]
        .filter((part) => part !== undefined && part !== null)
        .join(' · ') || '—',
    csvValue: (row) => `${row.generation ?? ''} ${row.leg ?? ''}`.trim(),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.status ? <Badge tone={statusTone[row.status]}>{downlineStatusText[row.status]}</Badge> : '—',
    csvValue: (row) => (row.status ? downlineStatusText[row.status] : ''),
  },
];

const belowColumn: DataTableColumn<DownlineData> = {
  id: 'members_below',
  header: 'Members Below',
  align: 'end',
  cell: (row) => (typeof row.members_below === 'number' ? row.members_below.toLocaleString('en-US') : '—'),
  csvValue: (row) => row.members_below ?? '',
};

const basic = [...nameColumns, directColumn];
const detailed = [...nameColumns, ...networkColumns, directColumn, belowColumn];

const legOptions = [
  { value: 'all', label: 'Both legs' },
  { value: 'left', label: 'Left leg' },
  { value: 'right', label: 'Right leg' },
];
const activeOptions = [
  { value: 'all', label: 'Everyone' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Awaiting payment' },
];

/**
 * Every downline of the member, paged: S/N, full name, user name, package and direct-downline
 * count; with showNetworkColumns also the generation and leg ("2 · Left"), the state and the
 * members below; optional
 * leg and active filters next to the search.
 */
export function AllDownlinesTable({
  downlines,
  caption = 'All downlines',
  emptyText = 'There are no downlines',
  showNetworkColumns = false,
  leg = 'all',
  onLegChange,
  active = 'all',
  onActiveChange,
  ...rest
}: AllDownlinesTableProps) {
  const filters =
    onLegChange || onActiveChange ? (
      <StyledDownlineFilters>
        {onLegChange ? (
          <Select
            label="Leg"
            options={legOptions}
            value={leg}
            onChange={(event) => onLegChange(event.target.value as DownlineLegFilter)}
          />
        ) : null}
        {onActiveChange ? (
          <Select
            label="Status"
            options={activeOptions}
            value={active}
            onChange={(event) => onActiveChange(event.target.value as DownlineActiveFilter)}
          />
        ) : null}
      </StyledDownlineFilters>
    ) : undefined;
  return (
    <DataTable
      caption={caption}
      columns={showNetworkColumns ? detailed : basic}
      rows={downlines}
      rowKey={(row) => row.uuid ?? row.username}
      emptyText={emptyText}
      searchLabel="Search downlines"
      toolbar={filters}
      {...rest}
    />
  );
}

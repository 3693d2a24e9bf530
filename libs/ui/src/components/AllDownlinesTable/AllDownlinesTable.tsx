import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import type { DownlineData } from '../DownlineCardGrid/DownlineCardGrid';
import { StyledDownlineUsername } from './AllDownlinesTable.styles';

export interface AllDownlinesTableProps {
  downlines: readonly DownlineData[];
  caption?: string;
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
  /** Shows Export CSV under this file name. */
  exportFileName?: string;
  rowActions?: (downline: DownlineData, index: number) => ReactNode;
}

const columns: DataTableColumn<DownlineData>[] = [
  { id: 'name', header: 'Full Name', cell: (row) => row.name },
  {
    id: 'username',
    header: 'User Name',
    cell: (row) => <StyledDownlineUsername>{row.username}</StyledDownlineUsername>,
    csvValue: (row) => row.username,
  },
  { id: 'package', header: 'Package', cell: (row) => row.package ?? '—' },
  { id: 'downlines', header: 'Direct Downlines', align: 'end', cell: (row) => row.downlines },
];

/** Every downline of the member, paged: S/N, full name, user name, package and direct-downline count. */
export function AllDownlinesTable({
  downlines,
  caption = 'All downlines',
  emptyText = 'There are no downlines',
  ...rest
}: AllDownlinesTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={downlines}
      rowKey={(row) => row.uuid ?? row.username}
      emptyText={emptyText}
      searchLabel="Search downlines"
      {...rest}
    />
  );
}

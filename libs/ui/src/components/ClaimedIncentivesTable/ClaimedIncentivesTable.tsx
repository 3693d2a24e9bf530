import { formatNaira } from '@kola/domain';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledClaimedIncentives } from './ClaimedIncentivesTable.styles';

export const NO_CLAIMED_INCENTIVES_TEXT = 'There are no claimed incentives';

export interface ClaimedIncentive {
  id: number;
  incentive: string;
  /** Naira. */
  worth: number;
  status: string;
  /** The PV level of the rank. */
  points: number;
  /** ISO date-time. */
  created_at: string;
}

export interface ClaimedIncentivesTableProps {
  claims: readonly ClaimedIncentive[];
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  caption?: string;
  /** Server pagination (current_page, last_page, per_page, total), when the page pages. */
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

const pointsFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const columns: DataTableColumn<ClaimedIncentive>[] = [
  { id: 'incentive', header: 'Incentive', cell: (row) => row.incentive },
  { id: 'worth', header: 'Worth', align: 'end', cell: (row) => formatNaira(row.worth) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} />,
    csvValue: (row) => row.status,
  },
  { id: 'points', header: 'PV Level', align: 'end', cell: (row) => pointsFormat.format(row.points) },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
];

/** The dashboard's claimed incentives: S/N, incentive, worth, status, PV level, date. */
export function ClaimedIncentivesTable({
  claims,
  loading = false,
  error,
  onRetry,
  caption = 'Claimed incentives',
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: ClaimedIncentivesTableProps) {
  return (
    <StyledClaimedIncentives>
      <DataTable
        caption={caption}
        columns={columns}
        rows={claims}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={NO_CLAIMED_INCENTIVES_TEXT}
        error={error || undefined}
        onRetry={onRetry}
        page={page}
        lastPage={lastPage}
        perPage={perPage}
        total={total}
        onPageChange={onPageChange}
      />
    </StyledClaimedIncentives>
  );
}

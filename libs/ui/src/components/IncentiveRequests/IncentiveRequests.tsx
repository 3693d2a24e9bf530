import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ApprovalActions } from '../ApprovalActions/ApprovalActions';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StatCard } from '../StatCard/StatCard';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledCountSlot, StyledIncentiveRequests, StyledNoWrap } from './IncentiveRequests.styles';

export const NO_REQUESTS_TEXT = 'There are no requests';

export interface IncentiveRequest {
  id: number | string;
  first_name: string;
  last_name: string;
  username: string;
  /** Registration package. */
  package_name?: string | null;
  /** The member's CPV. */
  points: number;
  rank_name?: string | null;
  incentive: string;
  /** Cash equivalence, in naira. */
  worth: number;
  /** pending (shown as Pending Request) until approved or declined. */
  status?: string | null;
}

export interface IncentiveRequestsProps {
  requests: readonly IncentiveRequest[];
  /** PUT /incentive-claims/{id}/approve. */
  onApprove: (request: IncentiveRequest) => void | Promise<unknown>;
  /** PUT /incentive-claims/{id}/decline. */
  onDecline: (request: IncentiveRequest) => void | Promise<unknown>;
  /** The count box; defaults to the number of rows. */
  count?: number;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

const pvFormat = new Intl.NumberFormat('en-US');
const isPending = (status: string | null | undefined) => !status || status.trim().toLowerCase() === 'pending';
const fullName = (row: IncentiveRequest) => `${row.first_name} ${row.last_name}`.trim();

const columns: DataTableColumn<IncentiveRequest>[] = [
  { id: 'name', header: 'Full Name', cell: fullName },
  { id: 'username', header: 'Username', cell: (row) => row.username },
  { id: 'package', header: 'Registration Package', cell: (row) => row.package_name ?? '' },
  {
    id: 'cpv',
    header: 'CPV',
    align: 'end',
    cell: (row) => <StyledNoWrap>{pvFormat.format(row.points)} PV</StyledNoWrap>,
    csvValue: (row) => row.points,
  },
  { id: 'rank', header: 'Rank', cell: (row) => row.rank_name ?? '' },
  { id: 'incentive', header: 'Incentive', cell: (row) => row.incentive },
  {
    id: 'worth',
    header: 'Cash Equivalence',
    align: 'end',
    cell: (row) => <StyledNoWrap>{formatNaira(row.worth)}</StyledNoWrap>,
    csvValue: (row) => formatNaira(row.worth),
  },
  {
    id: 'status',
    header: 'Request Status',
    cell: (row) => <StatusBadge status={row.status ?? 'pending'} />,
    csvValue: (row) => row.status ?? 'pending',
  },
];

/** The administrator's incentive requests: count, member, CPV, rank, incentive, worth, Pending Request, approve or decline. */
export function IncentiveRequests({
  requests,
  onApprove,
  onDecline,
  count,
  loading = false,
  error,
  onRetry,
  caption = 'Incentive requests',
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: IncentiveRequestsProps) {
  return (
    <StyledIncentiveRequests>
      <StyledCountSlot>
        <StatCard label="Incentive requests" loading={loading} value={count ?? total ?? requests.length} />
      </StyledCountSlot>
      <DataTable
        caption={caption}
        columns={columns}
        rows={requests}
        rowKey={(row) => row.id}
        emptyText={NO_REQUESTS_TEXT}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
        rowActions={(row) =>
          isPending(row.status) ? (
            <ApprovalActions
              subject="incentive"
              itemLabel={`request of ${row.username}`}
              onApprove={() => onApprove(row)}
              onDisapprove={() => onDecline(row)}
            />
          ) : null
        }
      />
    </StyledIncentiveRequests>
  );
}

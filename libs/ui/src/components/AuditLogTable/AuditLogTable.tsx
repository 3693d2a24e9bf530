import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import {
  ReportFilters,
  type ReportFilterField,
  type ReportFilterValues,
} from '../ReportFilters/ReportFilters';
import { auditChanges } from './auditChanges';
import {
  StyledAfter,
  StyledAuditLog,
  StyledBefore,
  StyledChanges,
  StyledField,
  StyledNoWrap,
} from './AuditLogTable.styles';

export const NO_AUDIT_ENTRIES_TEXT = 'There are no audit entries';

/** An audit log entry as GET /audit-log answers it (docs/screens/back-office.md#audit-log). */
export interface AuditLogEntry {
  id: number;
  actor_type: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  before?: unknown;
  after?: unknown;
  ip: string | null;
  created_at: string;
}

/** The filters of GET /audit-log. */
export const AUDIT_FILTER_FIELDS: readonly ReportFilterField[] = [
  { name: 'admin', label: 'Administrator', placeholder: 'Email' },
  { name: 'action', label: 'Action', placeholder: 'e.g. withdrawal.' },
  { name: 'member', label: 'Member', placeholder: 'Username' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

export interface AuditLogTableProps {
  entries: readonly AuditLogEntry[];
  filters: ReportFilterValues;
  onFiltersChange: (next: ReportFilterValues) => void;
  filterErrors?: Record<string, string | undefined>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const actor = (row: AuditLogEntry) =>
  row.actor_type === 'system' ? 'System' : (row.actor_name ?? `${row.actor_type} #${row.actor_id ?? '?'}`);

const target = (row: AuditLogEntry) => {
  if (!row.target_type) return '—';
  if (row.target_type === 'user')
    return row.target_name ? `Member ${row.target_name}` : `Member #${row.target_id}`;
  return `${row.target_type.replace(/_/g, ' ')} #${row.target_id ?? ''}`;
};

const changesText = (row: AuditLogEntry) =>
  auditChanges(row.before, row.after)
    .map((c) => `${c.field ? `${c.field}: ` : ''}${c.before} → ${c.after}`)
    .join('; ');

function Changes({ row }: { row: AuditLogEntry }) {
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <>No change recorded</>;
  return (
    <StyledChanges>
      {changes.map((c) => (
        <li key={c.field || 'value'}>
          {c.field ? <StyledField>{c.field}: </StyledField> : null}
          <StyledBefore aria-label={`before: ${c.before}`}>{c.before}</StyledBefore>
          {' → '}
          <StyledAfter aria-label={`after: ${c.after}`}>{c.after}</StyledAfter>
        </li>
      ))}
    </StyledChanges>
  );
}

const columns: DataTableColumn<AuditLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (row) => <StyledNoWrap>{when.format(new Date(row.created_at))}</StyledNoWrap>,
    csvValue: (row) => row.created_at,
  },
  { id: 'who', header: 'Who', cell: actor },
  { id: 'action', header: 'Action', cell: (row) => row.action },
  { id: 'target', header: 'Target', cell: target },
  { id: 'changes', header: 'Changes', cell: (row) => <Changes row={row} />, csvValue: changesText },
  { id: 'ip', header: 'IP', cell: (row) => row.ip ?? '—' },
];

/** The audit log: filters (administrator, action, member, days), newest first, each change as a diff. */
export function AuditLogTable({
  entries,
  filters,
  onFiltersChange,
  filterErrors,
  loading = false,
  error,
  onRetry,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
}: AuditLogTableProps) {
  return (
    <StyledAuditLog>
      <ReportFilters
        label="Audit log filters"
        fields={AUDIT_FILTER_FIELDS}
        value={filters}
        onApply={onFiltersChange}
        {...(filterErrors ? { errors: filterErrors } : {})}
      />
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={entries}
        rowKey={(row) => row.id}
        emptyText={NO_AUDIT_ENTRIES_TEXT}
        loading={loading}
        error={error}
        exportFileName="audit-log"
        {...(onRetry ? { onRetry } : {})}
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
      />
    </StyledAuditLog>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { earningKindLabel } from '../EarningsChart/earningKinds';
import {
  ReportFilters,
  type ReportFilterField,
  type ReportFilterValues,
} from '../ReportFilters/ReportFilters';
import { StyledForfeitedReport, StyledNoWrap } from './ForfeitedBonusesReport.styles';

export const NO_FORFEITED_TEXT = 'There are no bonuses that were not paid';

/** Why a bonus was not paid (docs/money-and-ledger.md#forfeited-lines), as the back office says it. */
export const FORFEIT_REASON_LABELS: Readonly<Record<string, string>> = {
  recipient_inactive: 'Recipient inactive',
  setting_zero: 'Setting is 0',
  cap_reached: 'Cap reached',
  not_eligible: 'Not eligible',
  no_recipient: 'No recipient',
  below_one_kobo: 'Below one kobo',
};

const reasonLabel = (reason: string) => FORFEIT_REASON_LABELS[reason] ?? reason;

/** A forfeited line as GET /reports/bonuses-not-paid lists it. */
export interface ForfeitedLine {
  id: number;
  username: string | null;
  kind: string;
  reason: string;
  /** Naira: what the rule would have paid. */
  amount: number;
  cause_type: string;
  cause_ref: string;
  created_at: string;
}

/** Every matching line of one reason. */
export interface ForfeitedTotal {
  reason: string;
  count: number;
  amount: number;
}

export interface ForfeitedBonusesReportProps {
  lines: readonly ForfeitedLine[];
  totals: readonly ForfeitedTotal[];
  /** The sum of the totals (naira). */
  totalAmount?: number | undefined;
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

export const FORFEITED_FILTER_FIELDS: readonly ReportFilterField[] = [
  { name: 'member', label: 'Member', placeholder: 'Username' },
  {
    name: 'reason',
    label: 'Reason',
    type: 'select',
    options: [
      { value: '', label: 'Any reason' },
      ...Object.entries(FORFEIT_REASON_LABELS).map(([value, label]) => ({ value, label })),
    ],
  },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const count = new Intl.NumberFormat('en-US');

const lineColumns: DataTableColumn<ForfeitedLine>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <StyledNoWrap>{day.format(new Date(row.created_at))}</StyledNoWrap>,
    csvValue: (row) => row.created_at,
  },
  { id: 'member', header: 'Member', cell: (row) => row.username ?? 'No recipient' },
  { id: 'bonus', header: 'Bonus', cell: (row) => earningKindLabel(row.kind) },
  { id: 'reason', header: 'Reason', cell: (row) => reasonLabel(row.reason) },
  {
    id: 'amount',
    header: 'Amount not paid',
    align: 'end',
    cell: (row) => <StyledNoWrap>{formatNaira(row.amount)}</StyledNoWrap>,
    csvValue: (row) => formatNaira(row.amount),
  },
  { id: 'cause', header: 'Cause', cell: (row) => `${row.cause_type} ${row.cause_ref}` },
];

/**
 * Bonuses not paid: the filters (member, reason, days), the totals by reason of every matching
 * line, and the lines themselves, newest first.
 */
export function ForfeitedBonusesReport({
  lines,
  totals,
  totalAmount,
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
}: ForfeitedBonusesReportProps) {
  const totalColumns: DataTableColumn<ForfeitedTotal>[] = [
    { id: 'reason', header: 'Reason', cell: (row) => reasonLabel(row.reason), total: 'Total' },
    {
      id: 'count',
      header: 'Lines',
      align: 'end',
      cell: (row) => count.format(row.count),
      total: count.format(totals.reduce((s, t) => s + t.count, 0)),
    },
    {
      id: 'amount',
      header: 'Amount not paid',
      align: 'end',
      cell: (row) => <StyledNoWrap>{formatNaira(row.amount)}</StyledNoWrap>,
      csvValue: (row) => formatNaira(row.amount),
      total: formatNaira(totalAmount ?? 0),
    },
  ];
  return (
    <StyledForfeitedReport>
      <ReportFilters
        label="Bonuses not paid filters"
        fields={FORFEITED_FILTER_FIELDS}
        value={filters}
        onApply={onFiltersChange}
        {...(filterErrors ? { errors: filterErrors } : {})}
      />
      <DataTable
        caption="Totals by reason"
        columns={totalColumns}
        showSerial={false}
        rows={totals}
        rowKey={(row) => row.reason}
        emptyText={NO_FORFEITED_TEXT}
        loading={loading}
        error={error}
        exportFileName="bonuses-not-paid-totals"
        {...(onRetry ? { onRetry } : {})}
      />
      <DataTable
        caption="Bonuses not paid"
        columns={lineColumns}
        rows={lines}
        rowKey={(row) => row.id}
        emptyText={NO_FORFEITED_TEXT}
        loading={loading}
        error={error}
        exportFileName="bonuses-not-paid"
        {...(page !== undefined ? { page } : {})}
        {...(lastPage !== undefined ? { lastPage } : {})}
        {...(perPage !== undefined ? { perPage } : {})}
        {...(total !== undefined ? { total } : {})}
        {...(onPageChange ? { onPageChange } : {})}
      />
    </StyledForfeitedReport>
  );
}

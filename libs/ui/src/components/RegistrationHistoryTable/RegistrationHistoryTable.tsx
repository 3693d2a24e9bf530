import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StyledRegistrationCount, StyledRegistrationHistory } from './RegistrationHistoryTable.styles';

export const NO_REGISTRATIONS = 'There are no active user registrations';

/** A package payment as GET /users/paid-users lists it (the contract's PackagePayment). */
export interface RegistrationRecord {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  username: string;
  /** The package's name. */
  name: string;
  amount: number;
  status: string;
  reference: string;
  created_at: string;
}

export interface RegistrationHistoryTableProps {
  registrations: readonly RegistrationRecord[];
  /** Total registrations (the count above the table). */
  total?: number;
  /** The View button: the member's upgrade history. */
  onViewUpgrades?: (registration: RegistrationRecord) => void;
  page?: number;
  lastPage?: number;
  perPage?: number;
  onPageChange?: (page: number) => void;
  search?: string;
  onSearchChange?: (value: string) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/**
 * Registration History (docs/screens/back-office.md#transactions): total registrations, then each package
 * payment with names, username, package, amount, status, reference and date, and a View button for the
 * member's upgrade history.
 */
export function RegistrationHistoryTable({
  registrations,
  total,
  onViewUpgrades,
  page,
  lastPage,
  perPage,
  onPageChange,
  search,
  onSearchChange,
  loading = false,
  error,
  onRetry,
}: RegistrationHistoryTableProps) {
  const columns: DataTableColumn<RegistrationRecord>[] = [
    { id: 'name', header: 'Name', cell: (r) => `${r.first_name} ${r.last_name}` },
    { id: 'username', header: 'Username', cell: (r) => r.username },
    { id: 'package', header: 'Package', cell: (r) => r.name },
    { id: 'amount', header: 'Amount', align: 'end', cell: (r) => formatNaira(r.amount) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <StatusBadge status={r.status} />,
      csvValue: (r) => r.status,
    },
    { id: 'reference', header: 'Reference', cell: (r) => r.reference },
    { id: 'date', header: 'Date', cell: (r) => dateFormat.format(new Date(r.created_at)) },
  ];
  return (
    <StyledRegistrationHistory>
      <StyledRegistrationCount>
        Total registrations: <strong>{total ?? registrations.length}</strong>
      </StyledRegistrationCount>
      <DataTable
        caption="Registration History"
        columns={columns}
        rows={registrations}
        rowKey={(r) => r.id}
        emptyText={NO_REGISTRATIONS}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        {...(onSearchChange
          ? { search: search ?? '', onSearchChange, searchLabel: 'Search registrations' }
          : {})}
        {...(onPageChange ? { page, lastPage, perPage, total, onPageChange } : {})}
        exportFileName="registrations.csv"
        {...(onViewUpgrades
          ? {
              rowActions: (r: RegistrationRecord) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`View upgrades of ${r.username}`}
                  onClick={() => onViewUpgrades(r)}
                >
                  View
                </Button>
              ),
            }
          : {})}
      />
    </StyledRegistrationHistory>
  );
}

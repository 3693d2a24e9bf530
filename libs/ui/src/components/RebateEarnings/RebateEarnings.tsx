import { formatNaira, koboToNaira, nairaToKobo } from '@kola/domain';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { formatMonth } from '../PurchaseHistory/PurchaseHistoryFormat';
import { StyledRebateEarnings } from './RebateEarnings.styles';

export const NO_REBATE_EARNINGS_TEXT = 'There are no rebate earnings';

export interface RebateEarning {
  /** Any date in the month the rebate was earned. */
  created_at: string;
  /** Naira. */
  value: number;
}

export interface RebateEarningsProps {
  earnings: readonly RebateEarning[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
  /** Adds a total row (default on). */
  showTotal?: boolean;
}

/** Rebate earned per month (month from created_at, value), with a total. */
export function RebateEarnings({
  earnings,
  loading = false,
  error,
  onRetry,
  caption = 'Rebate earnings',
  showTotal = true,
}: RebateEarningsProps) {
  const totalKobo = earnings.reduce((sum, row) => sum + nairaToKobo(row.value), 0);
  const columns: DataTableColumn<RebateEarning>[] = [
    { id: 'month', header: 'Month', cell: (row) => formatMonth(row.created_at) },
    {
      id: 'value',
      header: 'Rebate',
      align: 'end',
      cell: (row) => formatNaira(row.value),
      ...(showTotal ? { total: formatNaira(koboToNaira(totalKobo)) } : {}),
    },
  ];
  return (
    <StyledRebateEarnings>
      <DataTable
        caption={caption}
        columns={columns}
        rows={earnings}
        rowKey={(row, index) => `${row.created_at}-${index}`}
        emptyText={NO_REBATE_EARNINGS_TEXT}
        totalLabel="Total"
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
      />
    </StyledRebateEarnings>
  );
}

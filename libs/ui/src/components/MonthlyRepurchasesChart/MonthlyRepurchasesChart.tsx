import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { ColumnsWithLine } from '../ColumnsWithLine/ColumnsWithLine';

/** GET /purchases/monthly-repurchases (PurchaseMonthlyRepurchase): one calendar month. */
export interface MonthlyRepurchase {
  /** 1–12. */
  month: number;
  year: number;
  total_qty: number;
  /** Naira. */
  total: number;
}

export interface MonthlyRepurchasesChartProps {
  /** Any order (the API sends newest first); the chart sorts oldest first. Undefined while loading. */
  data?: MonthlyRepurchase[] | undefined;
  title?: string;
  description?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  height?: number;
}

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const countFormatter = new Intl.NumberFormat('en-US');

/** "Mar 2025". */
export function repurchaseMonthLabel({ month, year }: Pick<MonthlyRepurchase, 'month' | 'year'>): string {
  return monthFormatter.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Paid repurchase orders per month: naira total as columns, quantity as a line (plain SVG); the numbers also as a table. */
export function MonthlyRepurchasesChart({
  data,
  title = 'Monthly repurchases',
  description,
  loading = false,
  error,
  onRetry,
  emptyText = 'There are no repurchases to show',
  height,
}: MonthlyRepurchasesChartProps) {
  const rows = [...(data ?? [])]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map((row) => ({ ...row, label: repurchaseMonthLabel(row) }));
  const totalKobo = rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0);

  return (
    <ChartFrame
      title={title}
      description={
        description ??
        (rows.length > 0
          ? `${formatNaira(totalKobo / 100)} in repurchases from ${rows[0]?.label} to ${rows[rows.length - 1]?.label}.`
          : undefined)
      }
      loading={loading || data === undefined}
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyText={emptyText}
      height={height}
      table={{
        columns: ['Month', 'Quantity', 'Total'],
        rows: rows.map((row) => ({
          key: row.label,
          cells: [row.label, countFormatter.format(row.total_qty), formatNaira(row.total)],
        })),
      }}
    >
      <ColumnsWithLine
        rows={rows.map((row) => ({ label: row.label, amount: row.total, count: row.total_qty }))}
        height={height ?? 280}
        chart="repurchases"
        amountLabel="Total"
        countLabel="Quantity"
        amountKey="total"
        countKey="quantity"
        countTitle={(row) => `${row.label}: ${countFormatter.format(row.count)} products`}
      />
    </ChartFrame>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame/ChartFrame';

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
const compactFormatter = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** "Mar 2025". */
export function repurchaseMonthLabel({ month, year }: Pick<MonthlyRepurchase, 'month' | 'year'>): string {
  return monthFormatter.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Paid repurchase orders per month: naira total as bars, quantity as a line; the numbers also as a table. */
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
  const theme = useTheme();
  const colors = theme.raw.colors;
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
      <ComposedChart
        data={rows}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={colors.gray200} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: colors.gray600 }} tickLine={false} />
        <YAxis
          yAxisId="total"
          tick={{ fill: colors.gray600 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => `₦${compactFormatter.format(value)}`}
        />
        <YAxis
          yAxisId="qty"
          orientation="right"
          allowDecimals={false}
          tick={{ fill: colors.gray600 }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'Total' ? formatNaira(Number(value)) : countFormatter.format(Number(value))
          }
        />
        <Legend />
        <Bar
          yAxisId="total"
          dataKey="total"
          name="Total"
          fill={colors.brand500}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="qty"
          dataKey="total_qty"
          name="Quantity"
          stroke={colors.accent}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}

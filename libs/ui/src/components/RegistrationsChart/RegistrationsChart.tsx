import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame/ChartFrame';

/** One period of the chart: e.g. { label: 'Jan 2025', registrations: 120, upgrades: 14 }. */
export interface RegistrationsChartDatum {
  label: string;
  registrations: number;
  upgrades?: number | undefined;
}

export interface RegistrationsChartProps {
  /** In display order (oldest first). Undefined while loading. */
  data?: RegistrationsChartDatum[] | undefined;
  title?: string;
  description?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  height?: number;
}

const countFormatter = new Intl.NumberFormat('en-US');

/** Approved registrations (and upgrades, when given) per period, as bars; the numbers also as a table. */
export function RegistrationsChart({
  data,
  title = 'Registrations',
  description,
  loading = false,
  error,
  onRetry,
  emptyText = 'There are no registrations to show',
  height,
}: RegistrationsChartProps) {
  const theme = useTheme();
  const colors = theme.raw.colors;
  const rows = data ?? [];
  const withUpgrades = rows.some((row) => row.upgrades !== undefined);
  const total = rows.reduce((sum, row) => sum + row.registrations, 0);

  return (
    <ChartFrame
      title={title}
      description={
        description ??
        (rows.length > 0
          ? `${countFormatter.format(total)} registrations from ${rows[0]?.label} to ${rows[rows.length - 1]?.label}.`
          : undefined)
      }
      loading={loading || data === undefined}
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyText={emptyText}
      height={height}
      table={{
        columns: withUpgrades ? ['Period', 'Registrations', 'Upgrades'] : ['Period', 'Registrations'],
        rows: rows.map((row) => ({
          key: row.label,
          cells: [
            row.label,
            countFormatter.format(row.registrations),
            ...(withUpgrades ? [countFormatter.format(row.upgrades ?? 0)] : []),
          ],
        })),
      }}
    >
      <BarChart
        data={rows}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={colors.gray200} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: colors.gray600 }} tickLine={false} />
        <YAxis allowDecimals={false} tick={{ fill: colors.gray600 }} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => countFormatter.format(Number(value))} />
        {withUpgrades ? <Legend /> : null}
        <Bar
          dataKey="registrations"
          name="Registrations"
          fill={colors.brand500}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        {withUpgrades ? (
          <Bar
            dataKey="upgrades"
            name="Upgrades"
            fill={colors.accent}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ) : null}
      </BarChart>
    </ChartFrame>
  );
}

import type { BonusKind } from '@kola/domain';
import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { EARNING_KIND_COLORS, earningKindLabel } from './earningKinds';

/** One week of GET /bonuses/{uuid}/earnings: its Monday, its total and its non-zero kinds (naira). */
export interface EarningsWeek {
  week_start: string;
  total: number;
  by_kind: { kind: BonusKind; amount: number }[];
}

export interface EarningsChartProps {
  /** Oldest first; undefined while loading. */
  weeks?: EarningsWeek[] | undefined;
  title?: string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  height?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-23" → "23 Nov" (the week's Monday). */
export function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** Compact naira for the axis: ₦950, ₦12.5k, ₦1.2m. */
function axisNaira(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `₦${Number((value / 1_000_000).toFixed(1))}m`;
  if (abs >= 1_000) return `₦${Number((value / 1_000).toFixed(1))}k`;
  return `₦${value}`;
}

/**
 * Earnings per week, stacked by bonus kind (docs/screens/member.md#dashboard), from the ledger; the
 * numbers also as a table for screen readers. Weeks without earnings stay on the axis as gaps.
 */
export function EarningsChart({
  weeks,
  title = 'Earnings by week',
  loading = false,
  error,
  onRetry,
  height = 260,
}: EarningsChartProps) {
  const theme = useTheme();
  const colors = theme.raw.colors;
  const rows = weeks ?? [];
  // Kinds in the order of their total over the window, largest first (the legend's order).
  const totals = new Map<BonusKind, number>();
  for (const week of rows) {
    for (const { kind, amount } of week.by_kind) totals.set(kind, (totals.get(kind) ?? 0) + amount);
  }
  const kinds = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  const totalKobo = rows.reduce((sum, week) => sum + Math.round(week.total * 100), 0);
  const data = rows.map((week) => ({
    label: weekLabel(week.week_start),
    ...Object.fromEntries(week.by_kind.map(({ kind, amount }) => [kind, amount])),
  }));
  const empty = rows.length === 0 || rows.every((week) => week.total === 0);

  return (
    <ChartFrame
      title={title}
      description={
        rows.length > 0
          ? `${formatNaira(totalKobo / 100)} earned in the last ${rows.length} ${rows.length === 1 ? 'week' : 'weeks'}.`
          : undefined
      }
      loading={loading || weeks === undefined}
      error={
        error ? (
          <>
            <strong>We could not load your earnings.</strong> {error}
          </>
        ) : undefined
      }
      onRetry={onRetry}
      empty={empty}
      emptyText={`No earnings in the last ${rows.length || 12} weeks yet. Bonuses show here week by week as they are paid.`}
      height={height}
      table={{
        columns: ['Week of', 'Total', 'By bonus'],
        rows: rows.map((week) => ({
          key: week.week_start,
          cells: [
            weekLabel(week.week_start),
            formatNaira(week.total),
            week.by_kind
              .map(({ kind, amount }) => `${earningKindLabel(kind)} ${formatNaira(amount)}`)
              .join(', ') || '—',
          ],
        })),
      }}
    >
      <BarChart
        data={data}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={colors.gray200} vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.gray600, fontSize: 12 }}
          tickLine={false}
          minTickGap={8}
        />
        <YAxis
          tickFormatter={axisNaira}
          tick={{ fill: colors.gray600, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        <Tooltip
          formatter={(value, name) => [formatNaira(Number(value)), String(name)]}
          cursor={{ fill: colors.gray100 }}
        />
        {/* In the order of the stack (largest total first), not alphabetical. */}
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          itemSorter={(item) => kinds.indexOf(item.dataKey as BonusKind)}
        />
        {kinds.map((kind, index) => (
          <Bar
            key={kind}
            dataKey={kind}
            name={earningKindLabel(kind)}
            stackId="earnings"
            fill={EARNING_KIND_COLORS[kind] ?? colors.brand500}
            radius={index === kinds.length - 1 ? [4, 4, 0, 0] : [0, 0, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { ColumnsWithLine } from '../ColumnsWithLine/ColumnsWithLine';

/** GET /users/registrations-by-week (RegistrationsWeek): one ISO week, Lagos time. */
export interface RegistrationsWeek {
  /** '2026-W48'. */
  week: string;
  /** Its Monday, 'YYYY-MM-DD'. */
  week_start: string;
  registrations: number;
  /** Naira: every payment approved that week. */
  revenue: number;
}

export interface RegistrationsChartProps {
  /** Oldest first (as the API sends them). Undefined while loading. */
  data?: RegistrationsWeek[] | undefined;
  title?: string;
  description?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  height?: number;
}

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const countFormatter = new Intl.NumberFormat('en-US');

/** "Nov 23": the week's Monday. */
export function registrationsWeekLabel(week: Pick<RegistrationsWeek, 'week_start'>): string {
  return dayFormatter.format(new Date(`${week.week_start}T00:00:00Z`));
}

/**
 * Registrations and revenue per ISO week: revenue as columns, registrations as a line (plain SVG,
 * docs/adr/0015-charts-without-a-chart-library.md#back-office-charts); the numbers also as a table.
 * A chart of only empty weeks shows the empty text.
 */
export function RegistrationsChart({
  data,
  title = 'Registrations and revenue by week',
  description,
  loading = false,
  error,
  onRetry,
  emptyText = 'There are no registrations or payments in these weeks',
  height,
}: RegistrationsChartProps) {
  const rows = (data ?? []).map((row) => ({ ...row, label: registrationsWeekLabel(row) }));
  const registrations = rows.reduce((sum, row) => sum + row.registrations, 0);
  const revenueKobo = rows.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
  const empty = rows.every((row) => row.registrations === 0 && row.revenue === 0);

  return (
    <ChartFrame
      title={title}
      description={
        description ??
        (!empty
          ? `${countFormatter.format(registrations)} registrations and ${formatNaira(revenueKobo / 100)} received in the weeks from ${rows[0]?.label} to ${rows[rows.length - 1]?.label}.`
          : undefined)
      }
      loading={loading || data === undefined}
      error={error}
      onRetry={onRetry}
      empty={empty}
      emptyText={emptyText}
      height={height}
      table={{
        columns: ['Week', 'Registrations', 'Revenue'],
        rows: rows.map((row) => ({
          key: row.week,
          cells: [
            `${row.week} (${row.label})`,
            countFormatter.format(row.registrations),
            formatNaira(row.revenue),
          ],
        })),
      }}
    >
      <ColumnsWithLine
        rows={rows.map((row) => ({ label: row.label, amount: row.revenue, count: row.registrations }))}
        height={height ?? 280}
        chart="registrations"
        amountLabel="Revenue"
        countLabel="Registrations"
        amountKey="revenue"
        countKey="registrations"
        countTitle={(row) => `${row.label}: ${countFormatter.format(row.count)} registrations`}
      />
    </ChartFrame>
  );
}

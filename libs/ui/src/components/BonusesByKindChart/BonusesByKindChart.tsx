import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { earningKindLabel, EARNING_KIND_COLORS } from '../EarningsChart/earningKinds';
import { StyledAmount, StyledBars } from './BonusesByKindChart.styles';

/** GET /bonuses/paid-by-kind (BonusesByKind): the wallets' bonus credits per kind over a range. */
export interface BonusesByKind {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** Naira. */
  total: number;
  kinds: { kind: string; amount: number; entries: number }[];
}

export interface BonusesByKindChartProps {
  /** Undefined while loading. */
  data?: BonusesByKind | undefined;
  title?: string;
  description?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
}

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const countFormatter = new Intl.NumberFormat('en-US');
const ROW_HEIGHT = 26;

/** "Nov 28, 2026". */
function dayLabel(key: string): string {
  return dayFormatter.format(new Date(`${key}T00:00:00Z`));
}

/**
 * Bonuses paid per kind as horizontal bars, largest first, each in its kind's colour (the member
 * chart's colours), drawn without a chart library (docs/adr/0015-charts-without-a-chart-library.md#back-office-charts):
 * one SVG bar per kind, as long as its share of the largest. The numbers also as a table.
 */
export function BonusesByKindChart({
  data,
  title = 'Bonuses paid by kind',
  description,
  loading = false,
  error,
  onRetry,
  emptyText = 'No bonus was paid in this period',
}: BonusesByKindChartProps) {
  const kinds = [...(data?.kinds ?? [])].sort((a, b) => b.amount - a.amount);
  const largest = Math.max(...kinds.map((k) => k.amount), 0);
  const colors = EARNING_KIND_COLORS as Record<string, string>;
  const range = data ? `${dayLabel(data.from)} to ${dayLabel(data.to)}` : '';

  return (
    <ChartFrame
      title={title}
      description={
        description ??
        (data && kinds.length > 0 ? `${formatNaira(data.total)} in bonuses from ${range}.` : undefined)
      }
      loading={loading || data === undefined}
      error={error}
      onRetry={onRetry}
      empty={kinds.length === 0}
      emptyText={data ? `${emptyText} (${range}).` : emptyText}
      height={Math.max(120, kinds.length * ROW_HEIGHT)}
      table={{
        columns: ['Bonus', 'Entries', 'Amount'],
        rows: kinds.map((k) => ({
          key: k.kind,
          cells: [earningKindLabel(k.kind), countFormatter.format(k.entries), formatNaira(k.amount)],
        })),
      }}
    >
      <StyledBars data-chart="bonuses-by-kind">
        {kinds.map((k) => (
          <li key={k.kind}>
            <span>{earningKindLabel(k.kind)}</span>
            <svg role="presentation" preserveAspectRatio="none">
              <rect
                data-bar={k.kind}
                x={0}
                y={0}
                height="100%"
                width={`${largest > 0 ? Math.max(0.5, (k.amount / largest) * 100) : 0}%`}
                rx={2}
                fill={colors[k.kind] ?? '#4b5563'}
              >
                <title>{`${earningKindLabel(k.kind)}: ${formatNaira(k.amount)}`}</title>
              </rect>
            </svg>
            <StyledAmount>{formatNaira(k.amount)}</StyledAmount>
          </li>
        ))}
      </StyledBars>
    </ChartFrame>
  );
}

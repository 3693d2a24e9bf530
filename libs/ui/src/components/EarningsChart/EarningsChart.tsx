import type { BonusKind } from '@kola/domain';
import { formatNaira } from '@kola/domain';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { StyledChartArea, StyledLegend, StyledSwatch } from './EarningsChart.styles';
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
export function axisNaira(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `₦${Number((value / 1_000_000).toFixed(1))}m`;
  if (abs >= 1_000) return `₦${Number((value / 1_000).toFixed(1))}k`;
  return `₦${value}`;
}

/** The drawing's width, followed as the page resizes (the SVG is drawn in real pixels, so its text stays 12 px). */
export function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // Without ResizeObserver (an old browser, jsdom) the width measured once stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The smallest 1, 2 or 5 × 10^k at or above `value` (the top of the axis). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const AXIS = { left: 56, bottom: 22, top: 8, right: 8 };

/**
 * Stacked columns, one per week, drawn as plain SVG (docs/adr/0015-charts-without-a-chart-library.md:
 * a chart library was half the page's JavaScript). Hovering a block names its week, kind and amount;
 * screen readers get the same numbers from ChartFrame's table, so the drawing is hidden from them.
 */
function StackedColumns({
  data,
  kinds,
  height,
}: {
  data: EarningsWeek[];
  kinds: BonusKind[];
  height: number;
}) {
  const theme = useTheme();
  const colors = theme.raw.colors;
  const [ref, width] = useWidth();
  const legendHeight = 24;
  const plotWidth = Math.max(0, width - AXIS.left - AXIS.right);
  const plotHeight = Math.max(0, height - legendHeight - AXIS.top - AXIS.bottom);
  const top = niceCeiling(Math.max(...data.map((week) => week.total), 0));
  const y = (amount: number) => AXIS.top + plotHeight - (amount / top) * plotHeight;
  const band = data.length > 0 ? plotWidth / data.length : 0;
  const barWidth = Math.min(40, band * 0.6);
  // Every label when there is room, otherwise every second or third (about 44 px each).
  const labelEvery = Math.max(1, Math.ceil(44 / Math.max(band, 1)));
  return (
    <StyledChartArea ref={ref}>
      {width > 0 ? (
        <svg width={width} height={height - legendHeight} role="presentation" data-chart="earnings">
          {[0, 0.25, 0.5, 0.75, 1].map((step) => (
            <g key={step}>
              <line
                x1={AXIS.left}
                x2={AXIS.left + plotWidth}
                y1={y(top * step)}
                y2={y(top * step)}
                stroke={colors.gray200}
                strokeDasharray={step === 0 ? undefined : '3 3'}
              />
              <text
                x={AXIS.left - 6}
                y={y(top * step) + 4}
                textAnchor="end"
                fontSize={12}
                fill={colors.gray600}
              >
                {axisNaira(top * step)}
              </text>
            </g>
          ))}
          {data.map((week, index) => {
            const x = AXIS.left + band * index + (band - barWidth) / 2;
            let base = 0;
            const amounts = new Map(week.by_kind.map(({ kind, amount }) => [kind, amount]));
            return (
              <g key={week.week_start}>
                {kinds.map((kind) => {
                  const amount = amounts.get(kind) ?? 0;
                  if (amount <= 0) return null;
                  const from = base;
                  base += amount;
                  return (
                    <rect
                      key={kind}
                      data-bar={kind}
                      x={x}
                      y={y(base)}
                      width={barWidth}
                      height={Math.max(0, y(from) - y(base))}
                      fill={EARNING_KIND_COLORS[kind] ?? colors.brand500}
                    >
                      <title>{`${weekLabel(week.week_start)}: ${earningKindLabel(kind)} ${formatNaira(amount)}`}</title>
                    </rect>
                  );
                })}
                {index % labelEvery === 0 ? (
                  <text
                    x={AXIS.left + band * index + band / 2}
                    y={AXIS.top + plotHeight + 16}
                    textAnchor="middle"
                    fontSize={12}
                    fill={colors.gray600}
                  >
                    {weekLabel(week.week_start)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : null}
      {/* In the order of the stack (largest total first), not alphabetical. */}
      <StyledLegend>
        {kinds.map((kind) => (
          <li key={kind}>
            <StyledSwatch style={{ background: EARNING_KIND_COLORS[kind] ?? colors.brand500 }} />
            {earningKindLabel(kind)}
          </li>
        ))}
      </StyledLegend>
    </StyledChartArea>
  );
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
  const rows = weeks ?? [];
  // Kinds in the order of their total over the window, largest first (the legend's order).
  const totals = new Map<BonusKind, number>();
  for (const week of rows) {
    for (const { kind, amount } of week.by_kind) totals.set(kind, (totals.get(kind) ?? 0) + amount);
  }
  const kinds = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  const totalKobo = rows.reduce((sum, week) => sum + Math.round(week.total * 100), 0);
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
      <StackedColumns data={rows} kinds={kinds} height={height} />
    </ChartFrame>
  );
}

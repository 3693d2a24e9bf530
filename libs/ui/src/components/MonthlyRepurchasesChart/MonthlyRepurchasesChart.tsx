import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import { axisNaira, niceCeiling, useWidth } from '../EarningsChart/EarningsChart';
import { StyledChartArea, StyledLegend, StyledSwatch } from '../EarningsChart/EarningsChart.styles';

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

const AXIS = { left: 56, right: 40, top: 8, bottom: 22 };

/**
 * The naira total of each month as a column, the quantity as a line on its own axis (right),
 * drawn as plain SVG like EarningsChart (docs/adr/0015-charts-without-a-chart-library.md#back-office-charts).
 * Hovering a column or a point names the month and the figure (an SVG title).
 */
function Columns({ rows, height }: { rows: (MonthlyRepurchase & { label: string })[]; height: number }) {
  const theme = useTheme();
  const colors = theme.raw.colors;
  const [ref, width] = useWidth();
  const legendHeight = 24;
  const plotWidth = Math.max(0, width - AXIS.left - AXIS.right);
  const plotHeight = Math.max(0, height - legendHeight - AXIS.top - AXIS.bottom);
  const topTotal = niceCeiling(Math.max(...rows.map((row) => row.total), 0));
  const topQty = niceCeiling(Math.max(...rows.map((row) => row.total_qty), 0));
  const yTotal = (value: number) => AXIS.top + plotHeight - (value / topTotal) * plotHeight;
  const yQty = (value: number) => AXIS.top + plotHeight - (value / topQty) * plotHeight;
  const band = rows.length > 0 ? plotWidth / rows.length : 0;
  const barWidth = Math.min(40, band * 0.6);
  const centre = (index: number) => AXIS.left + band * index + band / 2;
  const labelEvery = Math.max(1, Math.ceil(64 / Math.max(band, 1)));
  return (
    <StyledChartArea ref={ref}>
      {width > 0 ? (
        <svg width={width} height={height - legendHeight} role="presentation" data-chart="repurchases">
          {[0, 0.25, 0.5, 0.75, 1].map((step) => (
            <g key={step}>
              <line
                x1={AXIS.left}
                x2={AXIS.left + plotWidth}
                y1={yTotal(topTotal * step)}
                y2={yTotal(topTotal * step)}
                stroke={colors.gray200}
                strokeDasharray={step === 0 ? undefined : '3 3'}
              />
              <text
                x={AXIS.left - 6}
                y={yTotal(topTotal * step) + 4}
                textAnchor="end"
                fontSize={12}
                fill={colors.gray600}
              >
                {axisNaira(topTotal * step)}
              </text>
              <text
                x={AXIS.left + plotWidth + 6}
                y={yQty(topQty * step) + 4}
                textAnchor="start"
                fontSize={12}
                fill={colors.gray600}
              >
                {countFormatter.format(topQty * step)}
              </text>
            </g>
          ))}
          {rows.map((row, index) => (
            <g key={row.label}>
              <rect
                data-bar="total"
                x={centre(index) - barWidth / 2}
                y={yTotal(row.total)}
                width={barWidth}
                height={Math.max(0, yTotal(0) - yTotal(row.total))}
                fill={colors.brand500}
              >
                <title>{`${row.label}: ${formatNaira(row.total)}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text
                  x={centre(index)}
                  y={AXIS.top + plotHeight + 16}
                  textAnchor="middle"
                  fontSize={12}
                  fill={colors.gray600}
                >
                  {row.label}
                </text>
              ) : null}
            </g>
          ))}
          <polyline
            points={rows.map((row, index) => `${centre(index)},${yQty(row.total_qty)}`).join(' ')}
            fill="none"
            stroke={colors.accent}
            strokeWidth={2}
          />
          {rows.map((row, index) => (
            <circle
              key={row.label}
              data-point="quantity"
              cx={centre(index)}
              cy={yQty(row.total_qty)}
              r={3}
              fill={colors.accent}
            >
              <title>{`${row.label}: ${countFormatter.format(row.total_qty)} products`}</title>
            </circle>
          ))}
        </svg>
      ) : null}
      <StyledLegend>
        <li>
          <StyledSwatch style={{ background: colors.brand500 }} />
          Total
        </li>
        <li>
          <StyledSwatch style={{ background: colors.accent }} />
          Quantity
        </li>
      </StyledLegend>
    </StyledChartArea>
  );
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
      <Columns rows={rows} height={height ?? 280} />
    </ChartFrame>
  );
}

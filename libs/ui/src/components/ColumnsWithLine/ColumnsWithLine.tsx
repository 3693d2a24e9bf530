import { formatNaira } from '@kola/domain';
import { useTheme } from 'styled-components';
import { axisNaira, niceCeiling, useWidth } from '../EarningsChart/EarningsChart';
import { StyledChartArea, StyledLegend, StyledSwatch } from '../EarningsChart/EarningsChart.styles';

/** One column of a ColumnsWithLine chart: a naira amount (the column) and a count (the line). */
export interface ColumnsWithLineRow {
  label: string;
  /** Naira, on the left axis. */
  amount: number;
  /** A count, on the right axis. */
  count: number;
}

export interface ColumnsWithLineProps {
  rows: ColumnsWithLineRow[];
  height: number;
  /** data-chart of the drawing (tests find it by this). */
  chart: string;
  /** Legend of the columns and of the line. */
  amountLabel: string;
  countLabel: string;
  /** data-bar of each column and data-point of each point. */
  amountKey: string;
  countKey: string;
  /** The hover text of a point, e.g. "Mar 2025: 12 products". */
  countTitle: (row: ColumnsWithLineRow) => string;
}

const countFormatter = new Intl.NumberFormat('en-US');
const AXIS = { left: 56, right: 40, top: 8, bottom: 22 };

/**
 * A naira amount per period as a column, a count as a line on its own axis (right), drawn as
 * plain SVG like EarningsChart (docs/adr/0015-charts-without-a-chart-library.md#back-office-charts):
 * the monthly repurchases and the weekly registrations of the back office's dashboard. Hovering a
 * column or a point names the period and the figure (an SVG title).
 */
export function ColumnsWithLine({
  rows,
  height,
  chart,
  amountLabel,
  countLabel,
  amountKey,
  countKey,
  countTitle,
}: ColumnsWithLineProps) {
  const theme = useTheme();
  const colors = theme.raw.colors;
  const [ref, width] = useWidth();
  const legendHeight = 24;
  const plotWidth = Math.max(0, width - AXIS.left - AXIS.right);
  const plotHeight = Math.max(0, height - legendHeight - AXIS.top - AXIS.bottom);
  const topAmount = niceCeiling(Math.max(...rows.map((row) => row.amount), 0));
  const topCount = niceCeiling(Math.max(...rows.map((row) => row.count), 0));
  const yAmount = (value: number) => AXIS.top + plotHeight - (value / topAmount) * plotHeight;
  const yCount = (value: number) => AXIS.top + plotHeight - (value / topCount) * plotHeight;
  const band = rows.length > 0 ? plotWidth / rows.length : 0;
  const barWidth = Math.min(40, band * 0.6);
  const centre = (index: number) => AXIS.left + band * index + band / 2;
  const labelEvery = Math.max(1, Math.ceil(64 / Math.max(band, 1)));
  return (
    <StyledChartArea ref={ref}>
      {width > 0 ? (
        <svg width={width} height={height - legendHeight} role="presentation" data-chart={chart}>
          {[0, 0.25, 0.5, 0.75, 1].map((step) => (
            <g key={step}>
              <line
                x1={AXIS.left}
                x2={AXIS.left + plotWidth}
                y1={yAmount(topAmount * step)}
                y2={yAmount(topAmount * step)}
                stroke={colors.gray200}
                strokeDasharray={step === 0 ? undefined : '3 3'}
              />
              <text
                x={AXIS.left - 6}
                y={yAmount(topAmount * step) + 4}
                textAnchor="end"
                fontSize={12}
                fill={colors.gray600}
              >
                {axisNaira(topAmount * step)}
              </text>
              <text
                x={AXIS.left + plotWidth + 6}
                y={yCount(topCount * step) + 4}
                textAnchor="start"
                fontSize={12}
                fill={colors.gray600}
              >
                {countFormatter.format(topCount * step)}
              </text>
            </g>
          ))}
          {rows.map((row, index) => (
            <g key={row.label}>
              <rect
                data-bar={amountKey}
                x={centre(index) - barWidth / 2}
                y={yAmount(row.amount)}
                width={barWidth}
                height={Math.max(0, yAmount(0) - yAmount(row.amount))}
                fill={colors.brand500}
              >
                <title>{`${row.label}: ${formatNaira(row.amount)}`}</title>
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
            points={rows.map((row, index) => `${centre(index)},${yCount(row.count)}`).join(' ')}
            fill="none"
            stroke={colors.accent}
            strokeWidth={2}
          />
          {rows.map((row, index) => (
            <circle
              key={row.label}
              data-point={countKey}
              cx={centre(index)}
              cy={yCount(row.count)}
              r={3}
              fill={colors.accent}
            >
              <title>{countTitle(row)}</title>
            </circle>
          ))}
        </svg>
      ) : null}
      <StyledLegend>
        <li>
          <StyledSwatch style={{ background: colors.brand500 }} />
          {amountLabel}
        </li>
        <li>
          <StyledSwatch style={{ background: colors.accent }} />
          {countLabel}
        </li>
      </StyledLegend>
    </StyledChartArea>
  );
}

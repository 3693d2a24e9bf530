import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import { StyledPvValue } from './PvValue.styles';

export interface PvValueProps {
  /** Point value; null/undefined/NaN shows a dash. */
  value: number | null | undefined;
  className?: string;
}

const pvFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1,250 PV": en-US grouping, up to 2 decimals, the unit after the number. */
export function formatPv(value: number): string {
  return `${pvFormatter.format(value)} PV`;
}

/** A point value, shown as "N PV". */
export function PvValue({ value, className }: PvValueProps) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
      <StyledPvValue data-empty="true" className={className}>
        <span aria-hidden="true">—</span>
        <StyledVisuallyHidden>Not available</StyledVisuallyHidden>
      </StyledPvValue>
    );
  }
  return <StyledPvValue className={className}>{formatPv(value)}</StyledPvValue>;
}

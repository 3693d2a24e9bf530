import { formatNaira } from '@kola/domain';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import { StyledNairaAmount, type NairaAmountSize } from './NairaAmount.styles';

export type { NairaAmountSize };

/**
 * en-US grouping is what the screens show (docs/screens/member.md#limits-and-formats); en-NG is used for
 * stockist sales stats (docs/screens/stockist.md#limits-and-formats).
 */
export type NairaLocale = 'en-US' | 'en-NG';

export interface NairaAmountProps {
  /** Naira, as the API sends it (12345.5 → ₦12,345.50). null/undefined/NaN shows a dash. */
  value: number | null | undefined;
  locale?: NairaLocale;
  size?: NairaAmountSize;
  className?: string;
}

/** A naira amount: ₦, thousands separators and always 2 decimals (formatNaira from @kola/domain). */
export function NairaAmount({ value, locale = 'en-US', size = 'inherit', className }: NairaAmountProps) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
      <StyledNairaAmount $size={size} data-empty="true" className={className}>
        <span aria-hidden="true">—</span>
        <StyledVisuallyHidden>Not available</StyledVisuallyHidden>
      </StyledNairaAmount>
    );
  }
  return (
    <StyledNairaAmount
      $size={size}
      data-negative={value < 0 ? 'true' : undefined}
      data-locale={locale}
      className={className}
    >
      {formatNaira(value, locale)}
    </StyledNairaAmount>
  );
}

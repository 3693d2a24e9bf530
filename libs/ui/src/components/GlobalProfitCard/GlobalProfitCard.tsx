import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { NairaAmount, type NairaLocale } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconGlobe } from '../StatCard/StatCardIcons';
import { StyledGlobalProfitError, StyledGlobalProfitErrorTitle } from './GlobalProfitCard.styles';

export const QUALIFIED = 'Qualified';
export const NOT_QUALIFIED = 'Not Qualified';
export const GLOBAL_PROFIT_LOAD_ERROR = 'We could not load the global profit';

export interface GlobalProfitCardProps {
  /** The member's global profit share in naira. */
  amount: number | null | undefined;
  /**
   * Whether the member qualifies for global profit sharing (docs/plan.md#global-profit-sharing: rank 5 or
   * higher).
   */
  qualified: boolean;
  loading?: boolean;
  /**
   * Why the figure could not be loaded (e.g. the server's message). Replaces the amount and the
   * badge, so a failed call never reads as ₦0.00 and "Not Qualified".
   */
  error?: ReactNode;
  /** Shows a "Try again" button under the error. */
  onRetry?: () => void;
  label?: ReactNode;
  hint?: ReactNode;
  locale?: NairaLocale;
  /** See StatCard. */
  size?: 'default' | 'compact';
  /** See StatCard: a share still at ₦0.00. */
  muted?: boolean;
}

/**
 * Global profit with a "Qualified" (green) or "Not Qualified" (red) badge (docs/screens/member.md#dashboard).
 */
export function GlobalProfitCard({
  amount,
  qualified,
  loading = false,
  error,
  onRetry,
  label = 'Global profit',
  hint,
  locale,
  size,
  muted,
}: GlobalProfitCardProps) {
  if (error && !loading) {
    return (
      <StatCard
        label={label}
        icon={<StatIconGlobe />}
        value={
          <StyledGlobalProfitError role="alert">
            <StyledGlobalProfitErrorTitle>{GLOBAL_PROFIT_LOAD_ERROR}</StyledGlobalProfitErrorTitle>
            <span>{error}</span>
            {onRetry ? (
              <Button variant="link" size="sm" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </StyledGlobalProfitError>
        }
      />
    );
  }
  return (
    <StatCard
      label={label}
      icon={<StatIconGlobe />}
      loading={loading}
      value={<NairaAmount value={amount} locale={locale} />}
      aside={<Badge tone={qualified ? 'success' : 'danger'}>{qualified ? QUALIFIED : NOT_QUALIFIED}</Badge>}
      hint={hint}
      size={size}
      muted={muted}
    />
  );
}

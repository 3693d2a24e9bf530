import { useId, type ReactNode } from 'react';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledStatCard,
  StyledStatCardAside,
  StyledStatCardHeader,
  StyledStatCardHint,
  StyledStatCardIcon,
  StyledStatCardLabel,
  StyledStatCardSkeleton,
  StyledStatCardValue,
} from './StatCard.styles';

export interface StatCardProps {
  /** What the number is, e.g. "Matching bonus". Names the card (role group). */
  label: ReactNode;
  /** The figure: usually a <NairaAmount>, <PvValue> or a count. */
  value?: ReactNode;
  /** A small decorative icon before the label (hidden from screen readers). */
  icon?: ReactNode;
  /** A line under the value, e.g. "Referral + placement". */
  hint?: ReactNode;
  /** Top-right slot, e.g. a "Qualified" badge. */
  aside?: ReactNode;
  /** Shows a skeleton instead of the value (and hint/aside), and marks the card busy. */
  loading?: boolean;
  /** `brand` highlights the card (e.g. the wallet balance). */
  tone?: 'default' | 'brand';
  /** `compact`: less padding and a smaller figure, for a grid of secondary figures. */
  size?: 'default' | 'compact';
  /** De-emphasises a figure that is nothing yet (e.g. a bonus still at ₦0.00). */
  muted?: boolean;
}

/** One figure on a dashboard: label, value, optional icon, hint and badge; a skeleton while loading. */
export function StatCard({
  label,
  value,
  icon,
  hint,
  aside,
  loading = false,
  tone = 'default',
  size = 'default',
  muted = false,
}: StatCardProps) {
  const labelId = useId();
  return (
    <StyledStatCard
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'ready'}
      data-tone={tone}
      data-size={size}
      data-muted={muted && !loading ? 'true' : undefined}
    >
      <StyledStatCardHeader>
        {icon ? <StyledStatCardIcon aria-hidden="true">{icon}</StyledStatCardIcon> : null}
        <StyledStatCardLabel id={labelId}>{label}</StyledStatCardLabel>
        {aside && !loading ? <StyledStatCardAside>{aside}</StyledStatCardAside> : null}
      </StyledStatCardHeader>
      {loading ? (
        <>
          <StyledStatCardSkeleton aria-hidden="true" data-testid="stat-card-skeleton" />
          <StyledVisuallyHidden>Loading</StyledVisuallyHidden>
        </>
      ) : (
        <StyledStatCardValue>{value}</StyledStatCardValue>
      )}
      {hint && !loading ? <StyledStatCardHint>{hint}</StyledStatCardHint> : null}
    </StyledStatCard>
  );
}

import { formatNaira, type BonusKind } from '@kola/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { earningKindLabel } from '../EarningsChart/earningKinds';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StyledStatCardSkeleton } from '../StatCard/StatCard.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledRecentEarning,
  StyledRecentEarningAmount,
  StyledRecentEarningKind,
  StyledRecentEarnings,
  StyledRecentEarningsSkeleton,
  StyledRecentEarningWhen,
  StyledRecentEarningWhy,
} from './RecentEarnings.styles';

/** One credit of GET /bonuses/{uuid}/recent-earnings (naira). */
export interface RecentEarning {
  id: number;
  kind: BonusKind;
  amount: number;
  created_at: string;
  description: string;
  from_username: string | null;
  generation: number | null;
  percentage: number | null;
  base: number | null;
  note: string | null;
}

export interface RecentEarningsProps {
  /** Newest first; undefined while loading. */
  earnings?: RecentEarning[] | undefined;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown under the empty text, e.g. a link to share the referral link. */
  emptyAction?: ReactNode;
}

const ORDINALS = ['', '1st', '2nd', '3rd'];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/**
 * Why an amount was paid, in words, from what the ledger recorded
 * (docs/money-and-ledger.md#explanations): "from tunde, 2nd generation, 5% of ₦17,500.00".
 */
export function earningExplanation(earning: RecentEarning): string {
  const parts: string[] = [];
  if (earning.from_username) parts.push(`from ${earning.from_username}`);
  if (earning.generation !== null) parts.push(`${ordinal(earning.generation)} generation`);
  if (earning.percentage !== null && earning.base !== null) {
    parts.push(`${percentFormat.format(earning.percentage)}% of ${formatNaira(earning.base)}`);
  } else if (earning.base !== null) {
    parts.push(`on ${formatNaira(earning.base)}`);
  }
  if (earning.note) parts.push(earning.note);
  const why = parts.join(', ');
  return why ? `${why.charAt(0).toUpperCase()}${why.slice(1)}.` : earning.description;
}

/** The member's latest bonus credits, each with what caused it (docs/screens/member.md#dashboard). */
export function RecentEarnings({
  earnings,
  loading = false,
  error,
  onRetry,
  emptyAction,
}: RecentEarningsProps) {
  if (error) {
    return (
      <Alert tone="danger" title="We could not load your recent earnings">
        {error}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (loading || !earnings) {
    return (
      <StyledRecentEarningsSkeleton aria-busy="true">
        {[0, 1, 2].map((row) => (
          <StyledStatCardSkeleton key={row} aria-hidden="true" $width={row === 1 ? '80%' : '100%'} />
        ))}
        <StyledVisuallyHidden>Loading your recent earnings</StyledVisuallyHidden>
      </StyledRecentEarningsSkeleton>
    );
  }
  if (earnings.length === 0) {
    return (
      <EmptyState text="No earnings yet. Each bonus shows here with who it came from." action={emptyAction} />
    );
  }
  return (
    <StyledRecentEarnings aria-label="Recent earnings">
      {earnings.map((earning) => (
        <StyledRecentEarning key={earning.id}>
          <StyledRecentEarningKind>{earningKindLabel(earning.kind)}</StyledRecentEarningKind>
          <StyledRecentEarningAmount>
            +<NairaAmount value={earning.amount} />
          </StyledRecentEarningAmount>
          <StyledRecentEarningWhy>{earningExplanation(earning)}</StyledRecentEarningWhy>
          <StyledRecentEarningWhen>
            {dateFormat.format(new Date(earning.created_at))} · {earning.description}
          </StyledRecentEarningWhen>
        </StyledRecentEarning>
      ))}
    </StyledRecentEarnings>
  );
}

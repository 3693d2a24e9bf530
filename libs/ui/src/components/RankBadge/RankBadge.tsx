import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledRankBadge,
  StyledRankEmpty,
  StyledRankIcon,
  StyledRankImage,
  StyledRankName,
  StyledRankPoints,
  StyledRankText,
} from './RankBadge.styles';

export const NO_RANK_TEXT = 'You are yet to qualify for an incentive';
export const RANK_LOAD_ERROR = 'We could not load the rank';

export interface RankBadgeRank {
  name: string;
  /** CPV needed for the rank. */
  points?: number | null;
  /** Full URL of the badge picture (the page resolves storage paths). */
  imageUrl?: string | null;
}

export interface RankBadgeProps {
  /** The member's current rank; null while the member holds none. */
  rank: RankBadgeRank | null | undefined;
  loading?: boolean;
  /**
   * Why the rank could not be loaded (e.g. the server's message). Shown instead of the badge, so
   * a failed call never reads as "You are yet to qualify for an incentive".
   */
  error?: ReactNode;
  /** Shows a "Try again" button next to the error. */
  onRetry?: () => void;
}

const pointsFormat = new Intl.NumberFormat('en-US');

/** The dashboard rank badge: picture (or a medal) and rank name, or "You are yet to qualify for an incentive". */
export function RankBadge({ rank, loading = false, error, onRetry }: RankBadgeProps) {
  const [imageFailed, setImageFailed] = useState(false);
  if (loading) {
    return (
      <StyledRankBadge aria-busy="true">
        <Spinner size="sm" label="Loading rank" />
      </StyledRankBadge>
    );
  }
  if (error) {
    return (
      <StyledRankBadge data-state="error">
        <Alert tone="danger" title={RANK_LOAD_ERROR}>
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledRankBadge>
    );
  }
  if (!rank) {
    return (
      <StyledRankBadge data-state="none">
        <StyledRankEmpty>{NO_RANK_TEXT}</StyledRankEmpty>
      </StyledRankBadge>
    );
  }
  const showImage = Boolean(rank.imageUrl) && !imageFailed;
  return (
    <StyledRankBadge data-state="ranked">
      {showImage ? (
        <StyledRankImage src={rank.imageUrl ?? undefined} alt="" onError={() => setImageFailed(true)} />
      ) : (
        <StyledRankIcon aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="9" r="6" />
            <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
          </svg>
        </StyledRankIcon>
      )}
      <StyledRankText>
        <StyledRankName>
          <span>Rank: </span>
          {rank.name}
        </StyledRankName>
        {rank.points != null ? (
          <StyledRankPoints>{pointsFormat.format(rank.points)} PV</StyledRankPoints>
        ) : null}
      </StyledRankText>
    </StyledRankBadge>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { StyledStatCardSkeleton } from '../StatCard/StatCard.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledRankProgress,
  StyledRankProgressFill,
  StyledRankProgressNote,
  StyledRankProgressRanks,
  StyledRankProgressToGo,
  StyledRankProgressTrack,
} from './RankProgress.styles';

const pointsFormat = new Intl.NumberFormat('en-US');
const points = (value: number) => pointsFormat.format(value);

/** A rank of GET /bonuses/{uuid}/rank-progress. */
export interface RankStep {
  id: number;
  name: string;
  points: number;
  /** The package the rank needs at least; null when any does. */
  package_name: string | null;
}

/** GET /bonuses/{uuid}/rank-progress. */
export interface RankProgressData {
  cpv: number;
  current: RankStep | null;
  next: RankStep | null;
  cpv_to_go: number;
  package_needed: boolean;
}

export interface RankProgressProps {
  /** Undefined while loading. */
  progress?: RankProgressData | undefined;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}

/**
 * How far the member is from the next rank (docs/plan.md#ranks): the ranks on either side, a bar
 * from the current rank's CPV to the next one's, and the CPV still to go (and the package the
 * next rank needs, when the member's is too small).
 */
export function RankProgress({ progress, loading = false, error, onRetry }: RankProgressProps) {
  if (error) {
    return (
      <Alert tone="danger" title="We could not load your rank progress">
        {error}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (loading || !progress) {
    return (
      <StyledRankProgress aria-busy="true">
        <StyledStatCardSkeleton aria-hidden="true" $width="70%" />
        <StyledStatCardSkeleton aria-hidden="true" $width="100%" />
        <StyledVisuallyHidden>Loading your rank progress</StyledVisuallyHidden>
      </StyledRankProgress>
    );
  }
  const { cpv, current, next } = progress;
  if (!next) {
    return (
      <StyledRankProgress>
        <StyledRankProgressToGo>
          You hold <strong>{current?.name ?? 'the highest rank'}</strong>, the highest rank.
        </StyledRankProgressToGo>
        <StyledRankProgressNote>{points(cpv)} CPV</StyledRankProgressNote>
      </StyledRankProgress>
    );
  }
  const from = current?.points ?? 0;
  const span = Math.max(next.points - from, 1);
  const percent = Math.min(100, Math.max(0, Math.round(((cpv - from) / span) * 100)));
  return (
    <StyledRankProgress>
      <StyledRankProgressRanks>
        <span>
          Now: <strong>{current?.name ?? 'No rank yet'}</strong>
        </span>
        <span>
          Next: <strong>{next.name}</strong> at {points(next.points)} CPV
        </span>
      </StyledRankProgressRanks>
      <StyledRankProgressTrack
        role="progressbar"
        aria-label={`Progress to ${next.name}`}
        aria-valuemin={from}
        aria-valuemax={next.points}
        aria-valuenow={Math.min(Math.max(cpv, from), next.points)}
        aria-valuetext={`${points(cpv)} of ${points(next.points)} CPV`}
      >
        <StyledRankProgressFill $percent={percent} />
      </StyledRankProgressTrack>
      <StyledRankProgressToGo>
        {progress.cpv_to_go > 0 ? (
          <>
            <strong>{points(progress.cpv_to_go)} CPV</strong> to go to {next.name}
          </>
        ) : (
          <>You have the CPV for {next.name}</>
        )}
      </StyledRankProgressToGo>
      <StyledRankProgressNote>
        {progress.package_needed && next.package_name
          ? `${next.name} also needs the ${next.package_name} package or higher. `
          : ''}
        You have {points(cpv)} CPV: your own PV and all of your placement downline&apos;s.
      </StyledRankProgressNote>
    </StyledRankProgress>
  );
}

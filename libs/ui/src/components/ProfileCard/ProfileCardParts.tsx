import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledDetailGroup,
  StyledDetailList,
  StyledDetailTerm,
  StyledDetailValue,
  StyledErrorBody,
  StyledSkeletonLine,
} from './ProfileCard.styles';

/** Shown for a field the member has not filled in. */
export const MISSING_VALUE = '—';

export interface ProfileCardDetail {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; empty values show a dash. */
export function ProfileCardDetails({ details }: { details: readonly ProfileCardDetail[] }) {
  return (
    <StyledDetailList>
      {details.map(({ label, value }) => (
        <StyledDetailGroup key={label}>
          <StyledDetailTerm>{label}</StyledDetailTerm>
          <StyledDetailValue>
            {value === null || value === undefined || value === '' ? MISSING_VALUE : value}
          </StyledDetailValue>
        </StyledDetailGroup>
      ))}
    </StyledDetailList>
  );
}

/** Grey lines while the card's data loads (announced once as "Loading"). */
export function ProfileCardSkeleton({ lines = 5, announce = true }: { lines?: number; announce?: boolean }) {
  return (
    <div data-testid="profile-skeleton" aria-busy="true">
      {announce ? <StyledVisuallyHidden role="status">Loading</StyledVisuallyHidden> : null}
      {Array.from({ length: lines }, (_, i) => (
        <StyledSkeletonLine key={i} aria-hidden="true" $width={`${90 - ((i * 17) % 45)}%`} />
      ))}
    </div>
  );
}

/** The card's error with an optional Retry button. */
export function ProfileCardError({
  error,
  onRetry,
}: {
  error: ReactNode;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Alert tone="danger">
      <StyledErrorBody>
        <span>{error === true ? 'An error occurred' : error}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </StyledErrorBody>
    </Alert>
  );
}

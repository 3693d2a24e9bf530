import type { ReactNode } from 'react';
import { StyledEmptyState, StyledEmptyStateIcon, StyledEmptyStateText } from './EmptyState.styles';

export interface EmptyStateProps {
  /** E.g. "There are no downlines" (see docs/screens/). */
  text: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <StyledEmptyState data-testid="empty-state">
      <StyledEmptyStateIcon aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 22c4-3 7-7 7-12a7 7 0 0 0-14 0c0 5 3 9 7 12Z" />
          <path d="M12 22V10" />
        </svg>
      </StyledEmptyStateIcon>
      <StyledEmptyStateText>{text}</StyledEmptyStateText>
      {action}
    </StyledEmptyState>
  );
}

import type { ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export type { BadgeTone };

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label, e.g. "Activated", "Qualified", "Pending Request". */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} data-tone={tone}>
      {children}
    </StyledBadge>
  );
}

import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { StyledComingSoon, StyledComingSoonText, StyledComingSoonTitle } from './ComingSoon.styles';

export interface ComingSoonProps {
  title: ReactNode;
  description?: ReactNode;
}

/** Placeholder panel for a route that has no screen: its title and what the page will hold. */
export function ComingSoon({
  title,
  description = 'This page is being prepared and will be available soon.',
}: ComingSoonProps) {
  const titleId = useId();
  return (
    <StyledComingSoon aria-labelledby={titleId}>
      <Badge tone="brand">Coming soon</Badge>
      <StyledComingSoonTitle id={titleId}>{title}</StyledComingSoonTitle>
      <StyledComingSoonText>{description}</StyledComingSoonText>
    </StyledComingSoon>
  );
}

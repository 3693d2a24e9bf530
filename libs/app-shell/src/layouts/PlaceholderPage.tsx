import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ComingSoon, PageHeader } from '@kola/ui';

// Layout glue only: the page header above its content.
const StyledPageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
`;

export interface PlaceholderPageProps {
  title: string;
  /** What this page will offer once it is built. */
  comingSoon: ReactNode;
}

/** A route that has no screen: its title and a Coming soon panel saying what the page will hold. */
export function PlaceholderPage({ title, comingSoon }: PlaceholderPageProps) {
  return (
    <StyledPageStack>
      <PageHeader title={title} />
      <ComingSoon title={`${title} is coming soon`} description={comingSoon} />
    </StyledPageStack>
  );
}

/** The header-above-content stack, for pages that compose their own content. */
export { StyledPageStack as PageStack };

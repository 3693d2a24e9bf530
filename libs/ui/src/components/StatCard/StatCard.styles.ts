import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export const StyledStatCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &[data-tone='brand'] {
    border-color: ${({ theme }) => theme.colors.brand200};
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[data-size='compact'] {
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
  }

  /* A figure that is nothing yet (₦0.00): present, but it does not compete with the others. */
  &[data-muted='true'] {
    background: ${({ theme }) => theme.colors.gray50};
    box-shadow: none;
  }
`;

export const StyledStatCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledStatCardIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand700};
`;

/*
 * The label keeps whole words: it takes at least 6rem before a badge beside it wraps to the next
 * line, and only a word longer than the card breaks (never "Global profit" letter by letter).
 */
export const StyledStatCardLabel = styled.span`
  flex: 1 1 6rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: break-word;

  /* A compact card can be 8rem wide on a phone: the label stays beside its icon. */
  [data-size='compact'] & {
    flex-basis: 4rem;
  }
`;

export const StyledStatCardAside = styled.span`
  flex: none;
`;

export const StyledStatCardValue = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  & > * {
    white-space: normal;
  }

  [data-size='compact'] > & {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  [data-muted='true'] > & {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

export const StyledStatCardHint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
  overflow-wrap: anywhere;
`;

export const StyledStatCardSkeleton = styled.span<{ $width?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '60%'};
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.gray100} 25%,
    ${({ theme }) => theme.colors.gray200} 50%,
    ${({ theme }) => theme.colors.gray100} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const StyledProviderBalance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledProviderBalanceLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledProviderBalanceValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  /* Large balances wrap rather than overflow a 360 px phone. */
  & > * {
    white-space: normal;
  }

  &[data-state='reloading'] {
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

export const StyledProviderBalanceSkeleton = styled.span`
  display: block;
  width: 60%;
  max-width: 14rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray200};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledProviderBalanceHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
  overflow-wrap: anywhere;
`;

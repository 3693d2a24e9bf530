import styled from 'styled-components';

// The card itself is StatCard; only the error shown in its value slot is styled here.

export const StyledGlobalProfitError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledGlobalProfitErrorTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

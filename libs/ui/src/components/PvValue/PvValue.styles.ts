import styled from 'styled-components';

export const StyledPvValue = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

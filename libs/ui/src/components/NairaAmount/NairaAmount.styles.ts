import styled from 'styled-components';

export type NairaAmountSize = 'inherit' | 'sm' | 'md' | 'lg' | 'xl';

export const StyledNairaAmount = styled.span<{ $size: NairaAmountSize }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-size: ${({ theme, $size }) => ($size === 'inherit' ? 'inherit' : theme.fontSizes[$size])};

  &[data-negative='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

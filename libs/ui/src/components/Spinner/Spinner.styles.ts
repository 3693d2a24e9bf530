import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '1em' : $size === 'md' ? '1.5rem' : '2.5rem')};
  height: ${({ $size }) => ($size === 'sm' ? '1em' : $size === 'md' ? '1.5rem' : '2.5rem')};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export const StyledSpinnerWrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.brand600};
`;

import styled from 'styled-components';

export const StyledSwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &[data-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }

  &[data-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

export const StyledSwitchInput = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray300};
  cursor: inherit;
  transition: background ${({ theme }) => theme.durations.fast};

  &::after {
    content: '';
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.durations.fast};
  }

  &:checked {
    background: ${({ theme }) => theme.colors.brand600};
  }

  &:checked::after {
    transform: translateX(1.25rem);
  }

  &:disabled {
    opacity: 0.5;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: 2px;
  }
`;

export const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledSwitchError = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

import styled from 'styled-components';

export const StyledCheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledCheckboxInput = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  accent-color: ${({ theme }) => theme.colors.brand600};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledCheckboxLabel = styled.label`
  color: ${({ theme }) => theme.colors.gray900};
  cursor: pointer;
`;

import styled from 'styled-components';

export const StyledMembersFilter = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledMembersFilterOptions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1]};
  gap: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
`;

export const StyledMembersFilterOption = styled.label`
  position: relative;
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.gray200};
  }

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.brand700};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: 1px;
  }

  &[data-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray600};
  }

  &[data-disabled='true']:hover {
    background: transparent;
  }

  &[data-disabled='true'][data-state='checked'] {
    background: ${({ theme }) => theme.colors.gray50};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

/** The native radio: invisible, but focusable and clickable over the whole segment. */
export const StyledMembersFilterInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

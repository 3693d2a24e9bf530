import styled from 'styled-components';

export const StyledAllowanceGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

export const StyledAllowanceTile = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};

  &[data-selected='true'] {
    border-color: ${({ theme }) => theme.colors.brand500};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand500};
    background: ${({ theme }) => theme.colors.brand50};
  }
`;

export const StyledAllowanceName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledAllowanceAmount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const StyledAllowanceNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
`;

/** How much of the allowance was used (decorative: the figures are in the text). */
export const StyledAllowanceBar = styled.div<{ $share: number }>`
  height: 6px;
  margin-top: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
  overflow: hidden;

  & > span {
    display: block;
    width: ${({ $share }) => `${Math.round(Math.min(1, Math.max(0, $share)) * 100)}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.brand500};
  }
`;

export const StyledAllowanceStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

import styled, { keyframes } from 'styled-components';

export type CellAlign = 'start' | 'center' | 'end';

export const StyledDataTable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSearch = styled.div`
  flex: 1 1 14rem;
  max-width: 24rem;
`;

export const StyledScroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[aria-busy='true'] tbody {
    cursor: progress;
  }
`;

export const StyledCaption = styled.caption`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};

  &[data-visually-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

export const StyledHeaderCell = styled.th<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.gray50};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  color: ${({ theme }) => theme.colors.gray700};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const StyledCell = styled.td<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray900};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

export const StyledRow = styled.tr`
  &:hover {
    background: ${({ theme }) => theme.colors.gray50};
  }
`;

export const StyledTotalsRow = styled.tr`
  background: ${({ theme }) => theme.colors.brand50};

  & > th,
  & > td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-top: 2px solid ${({ theme }) => theme.colors.gray200};
  }
`;

export const StyledTotalsLabel = styled.th<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  text-align: ${({ $align }) => $align};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledStateCell = styled.td`
  padding: ${({ theme }) => theme.space[4]};
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const StyledSkeleton = styled.span`
  display: block;
  height: 0.875rem;
  min-width: 3rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray200};
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledPageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledPageButton = styled.button`
  min-width: 2rem;
  min-height: 2rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray900};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand600};
    border-color: ${({ theme }) => theme.colors.brand600};
    color: ${({ theme }) => theme.colors.white};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledPageGap = styled.span`
  padding: ${({ theme }) => `0 ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

import styled from 'styled-components';

export const StyledPurchaseHistory = styled.div`
  min-width: 0;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

export const StyledStoreCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.half};
  min-width: 7rem;

  & > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

/** The row's buttons stacked, so the table keeps its width. */
export const StyledRowActions = styled.span`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};

  & > * {
    white-space: nowrap;
  }
`;

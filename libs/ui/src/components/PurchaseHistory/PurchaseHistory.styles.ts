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
  min-width: 10rem;

  & > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

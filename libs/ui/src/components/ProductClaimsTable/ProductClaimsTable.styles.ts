import styled from 'styled-components';

export const StyledProductClaims = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledProductClaimsTotals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

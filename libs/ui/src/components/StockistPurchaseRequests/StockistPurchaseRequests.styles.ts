import styled from 'styled-components';

export const StyledPurchaseRequests = styled.div`
  min-width: 0;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

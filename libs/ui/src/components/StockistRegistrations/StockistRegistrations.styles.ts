import styled from 'styled-components';

export const StyledStockistRegistrations = styled.div`
  min-width: 0;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

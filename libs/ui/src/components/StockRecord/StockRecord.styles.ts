import styled from 'styled-components';

export const StyledStockRecord = styled.div`
  min-width: 0;
`;

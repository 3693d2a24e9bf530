import styled from 'styled-components';

export const StyledRebateEarnings = styled.div`
  min-width: 0;
`;

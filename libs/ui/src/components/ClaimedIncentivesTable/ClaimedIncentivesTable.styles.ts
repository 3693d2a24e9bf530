import styled from 'styled-components';

export const StyledClaimedIncentives = styled.div`
  min-width: 0;
`;

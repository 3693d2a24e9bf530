import styled from 'styled-components';

export const StyledIncentiveRequests = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledCountSlot = styled.div`
  max-width: 18rem;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

import styled from 'styled-components';

/** Lays several badges out in a wrapping row (catalog stories and table cells with more than one). */
export const StyledStatusBadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

import styled from 'styled-components';

/** The two message forms side by side from a tablet's width, one above the other on a phone. */
export const StyledDashboardColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

import styled from 'styled-components';

/** Layout glue: cards side by side on wide screens, one column on a phone (360 px). */
export const PageGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  align-items: start;
`;

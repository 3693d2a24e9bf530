import styled from 'styled-components';

export const StyledForfeitedReport = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

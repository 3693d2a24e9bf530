import styled from 'styled-components';

export const StyledApprovalActions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

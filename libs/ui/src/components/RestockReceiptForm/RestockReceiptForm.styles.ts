import styled from 'styled-components';

export const StyledRestockReceipt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

import styled from 'styled-components';

export const StyledLoginForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledLoginFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.gray600};
`;

import styled from 'styled-components';

export const StyledNotFound = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 70vh;
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

export const StyledNotFoundCode = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: ${({ theme }) => theme.colors.brand600};
`;

export const StyledNotFoundText = styled.p`
  max-width: 28rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray700};
`;

import styled from 'styled-components';

export const StyledRegistrationHistory = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledRegistrationCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};

  & strong {
    color: ${({ theme }) => theme.colors.gray900};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

import styled from 'styled-components';

export const StyledComingSoon = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  text-align: center;
`;

export const StyledComingSoonTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand900};
`;

export const StyledComingSoonText = styled.p`
  max-width: 32rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
`;

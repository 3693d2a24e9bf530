import styled from 'styled-components';

export const StyledAuthPage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.brand50} 0%,
    ${({ theme }) => theme.colors.gray50} 60%
  );
`;

export const StyledAuthBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.brand700};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledAuthCard = styled.div`
  width: 100%;
  max-width: 28rem;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }

  &[data-width='wide'] {
    max-width: 44rem;
  }
`;

export const StyledAuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledAuthSubtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledAuthBody = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

export const StyledAuthFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.gray600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

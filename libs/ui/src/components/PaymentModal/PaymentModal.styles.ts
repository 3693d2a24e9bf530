import styled from 'styled-components';

export const StyledPaymentBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledPaymentAmount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledPaymentNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > span {
    flex: 1 1 12rem;
  }
`;

export const StyledPaymentCountdown = styled.span`
  flex: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const StyledPaymentFrame = styled.iframe`
  display: block;
  width: 100%;
  height: min(32rem, calc(100vh - 16rem));
  min-height: 20rem;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
`;

export const StyledPaymentState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 10rem;
  color: ${({ theme }) => theme.colors.gray700};
`;

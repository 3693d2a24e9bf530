import styled from 'styled-components';

export const StyledWalletPay = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledWalletBalance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};

  & > strong {
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

export const StyledWalletReason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

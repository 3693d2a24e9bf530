import styled from 'styled-components';

export const StyledWithdrawalForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
`;

export const StyledWithdrawalNotice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.info};

  & > p {
    margin: 0;
  }

  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    margin: 0;
  }

  & dl > div {
    min-width: 0;
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledWithdrawalLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledWithdrawalRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > div {
    flex: 1 1 14rem;
  }

  & > button {
    margin-top: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledWithdrawalBreakdown = styled.div`
  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    margin: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.gray200};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  & dl > div {
    min-width: 0;
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray600};
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

import styled from 'styled-components';

export const StyledUpgradeBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledUpgradeNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledUpgradeForm = styled.form`
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

export const StyledUpgradePrice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};

  & dl {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }

  & dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }

  & dt {
    color: ${({ theme }) => theme.colors.gray700};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray900};
    overflow-wrap: anywhere;
  }
`;

export const StyledUpgradePriceTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.brand900};
`;

export const StyledUpgradeTotal = styled.div`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.brand200};

  & dd {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledUpgradeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

import styled from 'styled-components';

export const StyledStockistUpgradeBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledStockistUpgradeNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: anywhere;
`;

/** Disables every control of the form at once (pending upgrade, submitting). */
export const StyledStockistUpgradeFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledStockistUpgradePrice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};

  & > dl {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }

  & > dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  }

  & dt {
    color: ${({ theme }) => theme.colors.gray700};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray900};
    overflow-wrap: anywhere;
    text-align: end;
  }
`;

export const StyledStockistUpgradePriceTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.brand900};
  overflow-wrap: anywhere;
`;

export const StyledStockistUpgradeTotal = styled.div`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.brand200};

  & > dt,
  & > dd {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

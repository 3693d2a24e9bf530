import styled from 'styled-components';

export const StyledWalletSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledWalletSummaryCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/** The TRB … TW columns: one row on wide screens, wrapping to two per row on phones. */
export const StyledWalletSummaryColumns = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.gray200};
  gap: 1px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

export const StyledWalletSummaryColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.white};

  &[data-total='true'] {
    background: ${({ theme }) => theme.colors.brand50};
  }
`;

export const StyledWalletSummaryTerm = styled.dt`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};

  & > abbr {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.gray900};
    text-decoration: none;
    cursor: help;
  }
`;

export const StyledWalletSummaryValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  & > * {
    white-space: normal;
  }
`;

import styled from 'styled-components';

export const StyledCart = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledCartList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCartItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray100};

  &:first-child {
    padding-top: 0;
  }
`;

export const StyledCartItemName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

export const StyledCartItemMeta = styled.span`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};

  &[data-invalid='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledCartItemEnd = styled.div`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledCartTotals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};

  & > dt {
    color: ${({ theme }) => theme.colors.gray700};
  }

  & > dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  & > [data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledCartActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1 1 10rem;
  }
`;

export const StyledPaySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
`;

export const StyledPayTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.brand900};
`;

/** How much of the allowance the cart takes (decorative: the figures are in the totals). */
export const StyledAllowanceMeter = styled.div<{ $share: number }>`
  height: 6px;
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
  overflow: hidden;

  & > span {
    display: block;
    width: ${({ $share }) => `${Math.round(Math.min(1, Math.max(0, $share)) * 100)}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.brand500};
  }

  &[data-over='true'] > span {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledPayMethods = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 10rem;
  }

  & button {
    width: 100%;
  }
`;

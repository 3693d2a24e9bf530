import styled from 'styled-components';

export const StyledStockistHistoryCards = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledStockistHistoryCardsGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

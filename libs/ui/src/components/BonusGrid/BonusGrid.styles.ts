import styled from 'styled-components';

export const StyledBonusGrid = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledBonusGridCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }

  /* Compact: two to a row on a phone, as many 11.5rem cards as fit from md. */
  &[data-compact='true'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};

    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(auto-fill, minmax(11.5rem, 1fr));
      gap: ${({ theme }) => theme.space[3]};
    }
  }
`;

export const StyledBonusGridPackage = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

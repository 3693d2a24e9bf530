import styled from 'styled-components';

/** The preview's three totals. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.gray600};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

import styled from 'styled-components';

export const StyledBars = styled.ul`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr max-content;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.gray600};
  li {
    display: contents;
  }
  svg {
    display: block;
    width: 100%;
    height: 14px;
  }
`;

export const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: right;
  color: ${({ theme }) => theme.colors.gray900};
`;

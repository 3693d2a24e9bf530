import styled from 'styled-components';

export const StyledChartArea = styled.div`
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  svg {
    display: block;
    overflow: visible;
  }
`;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.gray600};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

export const StyledSwatch = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  display: inline-block;
`;

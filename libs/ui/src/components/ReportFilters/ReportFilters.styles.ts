import styled from 'styled-components';

export const StyledReportFilters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

export const StyledReportFiltersActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

import styled from 'styled-components';

export const StyledGenerationTable = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledGenerationTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledGenerationCell = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

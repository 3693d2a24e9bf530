import styled from 'styled-components';

export const StyledPreviewList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledPreviewTerm = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledPreviewValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.gray600};
    font-style: italic;
  }
`;

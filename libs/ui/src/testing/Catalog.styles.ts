import styled from 'styled-components';

export const StyledCatalog = styled.div<{ $minItemWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minItemWidth }) => $minItemWidth}), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};

  &[data-layout='wrap'] {
    display: flex;
    flex-wrap: wrap;
  }
`;

export const StyledCatalogItem = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
`;

export const StyledCatalogCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray700};
`;

/** A page-sized frame: its own document, so media queries see the frame's width. */
export const StyledViewportFrame = styled.iframe`
  display: block;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
`;

import styled from 'styled-components';

export const StyledProductImage = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  max-width: 100%;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.brand600};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & svg {
    width: 50%;
    height: 50%;
  }
`;

import styled from 'styled-components';

export const StyledAvatar = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand900};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

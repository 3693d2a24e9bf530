import styled from 'styled-components';

export const StyledRankBadge = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};

  &[data-state='ranked'] {
    border-color: ${({ theme }) => theme.colors.brand200};
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[data-state='error'] {
    display: block;
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

export const StyledRankImage = styled.img`
  flex: none;
  width: 3rem;
  height: 3rem;
  object-fit: contain;
`;

export const StyledRankIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand700};
`;

export const StyledRankText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledRankName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand900};

  & > span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export const StyledRankPoints = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledRankEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
`;

import styled from 'styled-components';

export const StyledRankProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledRankProgressRanks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  span {
    color: ${({ theme }) => theme.colors.gray600};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  strong {
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

export const StyledRankProgressTrack = styled.div`
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
  overflow: hidden;
`;

export const StyledRankProgressFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand500};
`;

export const StyledRankProgressToGo = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray900};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledRankProgressNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
`;

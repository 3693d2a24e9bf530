import styled, { keyframes } from 'styled-components';

export const StyledPersonHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledPersonHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledPersonName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const StyledPersonUsername = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
  overflow-wrap: anywhere;
`;

export const StyledDetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledDetailGroup = styled.div`
  display: contents;
`;

export const StyledDetailTerm = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledDetailValue = styled.dd`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    margin-bottom: 0;
  }
`;

const pulse = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const StyledSkeletonLine = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: 0.875rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray200};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

export const StyledErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

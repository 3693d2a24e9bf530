import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

export const StyledJobProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
`;

export const StyledJobProgressHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledJobProgressLabel = styled.span`
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const StyledJobProgressPercent = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledJobProgressTrack = styled.div`
  position: relative;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
`;

export const StyledJobProgressFill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => `${$percent}%`};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand500};
  transition: width ${({ theme }) => theme.durations.normal};

  &[data-state='indeterminate'] {
    width: 40%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }

  &[data-state='done'] {
    background: ${({ theme }) => theme.colors.success};
  }

  &[data-state='failed'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledJobProgressDetail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: anywhere;

  &[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

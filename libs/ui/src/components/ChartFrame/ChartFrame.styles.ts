import styled from 'styled-components';

export const StyledChartFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledChartFrameHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledChartFrameTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledChartFrameDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledChartFrameArea = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => `${$height}px`};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledChartFrameLoading = styled.div<{ $height: number }>`
  display: grid;
  place-items: center;
  height: ${({ $height }) => `${$height}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
`;

/** The data table behind the chart: read by screen readers, not shown. */
/*
 * Visually hidden, for screen readers. A table never shrinks below its content, so the 1 px box
 * is a div that clips it: a wide table (long rows) can not widen the page on a phone.
 */
export const StyledChartFrameTable = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

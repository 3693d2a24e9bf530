import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledPreviewSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledPreviewHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledPreviewNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray600};
`;

/** One run or one package: a small four-column table that fits a 360 px phone. */
export const StyledPreviewTableFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const StyledPreviewTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray900};
    padding-bottom: ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
    text-align: right;
    white-space: nowrap;
    vertical-align: top;
  }

  /* Amounts never break; the figure's name wraps instead. */
  th:first-child,
  td:first-child {
    text-align: left;
    white-space: normal;
    min-width: 4.5rem;
    padding-left: 0;
  }

  th:last-child,
  td:last-child {
    padding-right: 0;
  }

  /* A phone: each figure's name on its own line above its three amounts, which never break. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    thead,
    tbody {
      display: block;
    }

    tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
    }

    th,
    td {
      border-bottom: 0;
    }

    th:first-child,
    td:first-child {
      grid-column: 1 / -1;
      min-width: 0;
      padding-bottom: 0;
    }

    thead th:first-child {
      padding: 0;
    }
  }

  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray600};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export const StyledDifference = styled.span`
  color: ${({ theme }) => theme.colors.gray600};

  &[data-direction='up'] {
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  &[data-direction='down'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const StyledPreviewSkeleton = styled.span`
  display: block;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray100};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

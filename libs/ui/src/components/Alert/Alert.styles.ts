import styled, { css } from 'styled-components';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

export const toneStyles = {
  info: css`
    background: ${({ theme }) => theme.colors.infoBg};
    border-color: ${({ theme }) => theme.colors.info};
    color: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successBg};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningBg};
    border-color: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerBg};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  `,
};

export const StyledAlert = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $tone }) => toneStyles[$tone]}
`;

export const StyledAlertTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledAlertBody = styled.div`
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;

  & > p {
    margin: 0;
  }
`;

import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand600};
    border-color: ${({ theme }) => theme.colors.brand600};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brand700};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.brand600};
    color: ${({ theme }) => theme.colors.brand700};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brand50};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.gray700};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.gray100};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.brand700};
    padding-inline: 0;
    min-height: auto;
    text-decoration: underline;
    text-underline-offset: 2px;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.brand900};
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3rem;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    color ${({ theme }) => theme.durations.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

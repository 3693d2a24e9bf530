import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render the single child (e.g. a router Link) with the button's styles and props. */
  asChild?: boolean;
  children?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    asChild = false,
    disabled,
    type,
    children,
    ...rest
  },
  ref,
) {
  const busyProps = loading ? { 'aria-busy': true as const } : {};
  if (asChild) {
    return (
      <StyledButton
        as={Slot}
        ref={ref}
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        aria-disabled={disabled || loading || undefined}
        {...busyProps}
        {...rest}
      >
        <Slottable>{children}</Slottable>
      </StyledButton>
    );
  }
  return (
    <StyledButton
      ref={ref}
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      {...busyProps}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </StyledButton>
  );
});

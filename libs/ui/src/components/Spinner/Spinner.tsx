import { StyledSpinner, StyledSpinnerWrapper } from './Spinner.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass `null` when a parent already says it is busy. */
  label?: string | null;
}

export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  if (label === null) {
    return <StyledSpinner $size={size} aria-hidden="true" data-testid="spinner" />;
  }
  return (
    <StyledSpinnerWrapper role="status">
      <StyledSpinner $size={size} aria-hidden="true" data-testid="spinner" />
      <StyledVisuallyHidden>{label}</StyledVisuallyHidden>
    </StyledSpinnerWrapper>
  );
}

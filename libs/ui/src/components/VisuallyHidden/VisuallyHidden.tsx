import type { ReactNode } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <StyledVisuallyHidden>{children}</StyledVisuallyHidden>;
}

import type { ReactNode } from 'react';
import { StyledAlert, StyledAlertBody, StyledAlertTitle, type Tone } from './Alert.styles';

export type AlertTone = Tone;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Inline message. Warnings and errors interrupt (role alert); info and success are polite (role status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <StyledAlert $tone={tone} role={role} data-tone={tone} className={className}>
      {title ? <StyledAlertTitle>{title}</StyledAlertTitle> : null}
      {children ? <StyledAlertBody>{children}</StyledAlertBody> : null}
    </StyledAlert>
  );
}

import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledInput,
  StyledLabel,
} from '../TextField/TextField.styles';
import { StyledPasswordControl, StyledPasswordToggle } from './PasswordField.styles';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (aria-pressed). Props go to the <input>. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <StyledPasswordControl>
        <StyledInput
          ref={ref}
          autoComplete="current-password"
          {...props}
          type={visible ? 'text' : 'password'}
        />
        <StyledPasswordToggle
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((value) => !value)}
          disabled={props.disabled}
        >
          <EyeIcon crossed={visible} />
        </StyledPasswordToggle>
      </StyledPasswordControl>
    );
  },
);

export interface PasswordFieldProps extends PasswordInputProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** TextField for passwords, with a show/hide toggle button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <PasswordInput
        ref={ref}
        id={inputId}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});

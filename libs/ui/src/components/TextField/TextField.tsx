import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledInput, StyledLabel } from './TextField.styles';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** The bare styled input; use inside FormControl or wherever a label is supplied separately. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <StyledInput ref={ref} {...props} />;
});

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with an optional hint and error message, wired with ids for assistive tech. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, inputProps['aria-describedby'] ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput
        ref={ref}
        id={inputId}
        {...inputProps}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});

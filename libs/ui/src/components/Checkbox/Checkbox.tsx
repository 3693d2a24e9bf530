import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledError, StyledField, StyledHint } from '../TextField/TextField.styles';
import { StyledCheckboxInput, StyledCheckboxLabel, StyledCheckboxRow } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A checkbox with its label beside it. Works standalone (error/hint) and inside FormControl,
 * which supplies id, aria-describedby and aria-invalid.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [inputProps['aria-describedby'], hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <StyledField>
      <StyledCheckboxRow>
        <StyledCheckboxInput
          ref={ref}
          type="checkbox"
          id={inputId}
          {...inputProps}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy || undefined}
        />
        <StyledCheckboxLabel htmlFor={inputId}>{label}</StyledCheckboxLabel>
      </StyledCheckboxRow>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});

import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel } from '../TextField/TextField.styles';
import { StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** Shown as an empty first option, e.g. "Choose a package". */
  placeholder?: string;
}

/** The bare styled native <select>; use inside FormControl. */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(
  { options, placeholder, ...rest },
  ref,
) {
  return (
    <StyledSelect ref={ref} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
});

export interface SelectProps extends SelectInputProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select with hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={selectId}>{label}</StyledLabel>
      <SelectInput
        ref={ref}
        id={selectId}
        {...selectProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});

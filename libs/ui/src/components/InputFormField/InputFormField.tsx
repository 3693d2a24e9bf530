import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Input, type InputProps } from '../TextField/TextField';

export interface InputFormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  control: Control<TFieldValues>;
  name: TName;
  label: ReactNode;
  /** A hint under the input, announced with it. */
  description?: ReactNode;
  /** `decimal` for amounts and counts, so phones show a number pad. */
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
}

/**
 * One text input wired to react-hook-form: label, input, optional description and the field's
 * message (the FormField + FormItem block the admin edit forms repeat per field).
 */
export function InputFormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  control,
  name,
  label,
  description,
  inputMode,
  autoComplete = 'off',
}: InputFormFieldProps<TFieldValues, TName>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input inputMode={inputMode} autoComplete={autoComplete} {...field} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

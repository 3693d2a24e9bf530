export { InputFormField } from './InputFormField';
export type { InputFormFieldProps } from './InputFormField';

export { Input, TextField } from './TextField';
export type { InputProps, TextFieldProps } from './TextField';

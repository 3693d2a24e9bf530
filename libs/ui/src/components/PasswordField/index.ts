export { PasswordField, PasswordInput } from './PasswordField';
export type { PasswordFieldProps, PasswordInputProps } from './PasswordField';

export { ResetPasswordForm, resetPasswordSchema } from './ResetPasswordForm';
export type { ResetPasswordFields, ResetPasswordFormProps, ResetPasswordValues } from './ResetPasswordForm';

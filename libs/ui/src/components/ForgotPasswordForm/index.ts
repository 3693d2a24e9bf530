export { ForgotPasswordForm, forgotPasswordSchema } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './ForgotPasswordForm';

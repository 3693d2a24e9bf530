export { AdminLoginForm, adminLoginSchema } from './AdminLoginForm';
export type { AdminLoginFormProps, AdminLoginValues } from './AdminLoginForm';

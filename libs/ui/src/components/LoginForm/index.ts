export { LoginForm, loginSchema } from './LoginForm';
export type { LoginFormProps, LoginValues } from './LoginForm';

export { RegisterForm, registerSchema, SPONSOR_HINT } from './RegisterForm';
export type {
  RegisterFormFields,
  RegisterFormProps,
  RegisterValues,
  RegistrationPackage,
} from './RegisterForm';

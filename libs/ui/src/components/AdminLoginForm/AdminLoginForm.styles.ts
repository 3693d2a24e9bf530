// AdminLoginForm reuses LoginForm's layout (StyledLoginForm) and the form/ parts.
export { StyledLoginForm as StyledAdminLoginForm } from '../LoginForm/LoginForm.styles';

// ResetPasswordForm is built from the form/ parts and CodeForm's text style; no styles of its own.
export { StyledCodeText as StyledResetPasswordIntro } from '../CodeForm/CodeForm.styles';

/**
 * Every text the auth operations answer (docs/screens/member.md#messages, spelling fixed as
 * docs/security.md#message-texts asks).
 */
export const M = {
  emailConfirmed: 'Email confirmed successfully, please login to continue',
  confirmationResent: 'Email confirmation code resent successfully',
  resetCodeSent: 'Reset password code has been sent to your email address',
  changeCodeSent: 'Change password code has been sent to your email address',
  passwordReset: 'Password has been reset successfully, please login to continue',
  passwordChanged: 'Password has been changed successfully',
  userPasswordChanged: 'user password has been changed successfully',
  twoFactorEnabled: '2FA enabled successfully',
  twoFactorDisabled: '2FA disabled successfully',
  twoFactorCodeSent: 'A sign-in code has been sent to your email address',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  confirmEmailFirst: 'Please confirm your email address to continue',
  enterTwoFactorCode: 'Enter the code sent to your email address to finish signing in',
  unusualSignIn:
    'Several wrong passwords were tried on this account. Enter the code sent to your email address to finish signing in',
  badCredentials: 'Invalid login details',
  choosePasswordOfYourOwn: 'Choose a password different from the one this server was set up with.',
  expired: 'This registration expired because it was not paid within 7 days. Please register again.',
  tooManyFailures: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  codeInvalid: 'The code is invalid.',
  codeLastAttempt: 'The code is invalid, and that was the last attempt. Please request a new code.',
  codeExpired: 'The code has expired or was already used. Please request a new code.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  loginExpired: 'Your sign-in has expired. Please log in again.',
  alreadyConfirmed: 'This email address is already confirmed, please login to continue',
  notYourEmail: 'This is not the email address of your account.',
  wrongUserType: 'The user type does not match your account.',
  oldPasswordWrong: 'The old password is incorrect.',
  memberNotFound: 'Member not found.',
  notYourAccount: 'You may only change your own account.',
} as const;
